import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import type { IngestEngines } from '../../ports/ingest-engines.ts';
import type { LanguageProvider, PointOfContact } from '../../ports/language-engine.ts';
import type { CourseContentService } from '../courses/course-content.service.ts';
import { clearAudioPending } from './explanations.repository.ts';
import { explanationsRoutes } from './explanations.routes.ts';
import { explanationSpeechJob, type ExplanationSpeechJobData, ExplanationsService } from './explanations.service.ts';

export interface ExplanationsFeatureOptions {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  storage: FileStorage;
  engines: Pick<IngestEngines, 'speak' | 'toWebVtt'>;
  /** The app's one language engine (app.ts builds it with the course engines). */
  language: LanguageProvider;
  /** The course content the editor answers with (the courses feature's service). */
  content: CourseContentService;
  findPointsOfContact?: (tenantId: string, courseId: string) => Promise<PointOfContact[]>;
}

/** The explanation editor's routes and its durable speech job. */
export const explanationsFeature: FastifyPluginAsyncZod<ExplanationsFeatureOptions> = async (app, options) => {
  const { db, jobs } = options;
  const explanations = new ExplanationsService({
    db,
    jobs,
    storage: options.storage,
    engines: options.engines,
    content: options.content,
    language: options.language,
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
