import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiClientOfEnv } from '../../providers/openai/ai-client-of-env.ts';
import type { CourseContentService } from '../courses/course-content.service.ts';
import type { CoursesFeatureOptions } from '../courses/courses-feature.ts';
import { clearAudioPending } from './explanations.repository.ts';
import { explanationsRoutes } from './explanations.routes.ts';
import { explanationSpeechJob, type ExplanationSpeechJobData, ExplanationsService } from './explanations.service.ts';

export type ExplanationsFeatureOptions = Pick<
  CoursesFeatureOptions,
  'env' | 'db' | 'jobs' | 'logger' | 'storage' | 'engines' | 'findPointsOfContact'
> & { content: CourseContentService };

/** The explanation editor's routes and its durable speech job. */
export const explanationsFeature: FastifyPluginAsyncZod<ExplanationsFeatureOptions> = async (app, options) => {
  const { env, db, jobs } = options;
  const ai = aiClientOfEnv(env);
  const explanations = new ExplanationsService({
    db,
    jobs,
    storage: options.storage,
    engines: options.engines,
    content: options.content,
    ai,
    findPointsOfContact: options.findPointsOfContact ?? (async () => []),
    speechWaitMs: 10_000,
  });
  jobs.define<ExplanationSpeechJobData>({
    name: explanationSpeechJob,
    retryLimit: 2,
    expireInSeconds: 600,
    handler: async (data, run) => {
      try {
        await explanations.speak(data.narrationId);
      } catch (error) {
        if (!run.isFinalAttempt) throw error;
        options.logger.error({ err: error, ...data }, 'speaking an edited explanation failed');
        await clearAudioPending(db, data.narrationId);
      }
    },
  });
  await app.register(explanationsRoutes, { explanations });
};
