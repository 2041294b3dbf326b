import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MediaLinkSigner } from '../../lib/media-links.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import type { IngestEngines } from '../../ports/ingest-engines.ts';
import type { PointOfContact } from '../../ports/language-engine.ts';
import { defineIngestJobs } from '../ingest/ingest-jobs.ts';
import { courseContentRoutes } from './course-content.routes.ts';
import type { CourseContentService } from './course-content.service.ts';
import { coursesRoutes } from './courses.routes.ts';
import { CoursesService } from './courses.service.ts';

export interface CoursesFeatureOptions {
  env: Env;
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  storage: FileStorage;
  engines: IngestEngines;
  /** Signs the media links this feature hands out (the media routes, registered by app.ts, verify them). */
  signer: MediaLinkSigner;
  /** The course content service, shared with the explanation editor. */
  content: CourseContentService;
  findPointsOfContact?: (tenantId: string, courseId: string) => Promise<PointOfContact[]>;
}

/** The course catalogue, course content and the pipeline's durable jobs; app.ts registers it beside the editor and media. */
export const coursesFeature: FastifyPluginAsyncZod<CoursesFeatureOptions> = async (app, options) => {
  const { env, db, jobs, storage, engines, signer } = options;
  const courses = new CoursesService({ db, storage, signer, jobs, engines, voiceOf: engines.voiceOf });
  defineIngestJobs(jobs, {
    db,
    storage,
    engines,
    jobs,
    log: options.logger,
    workDir: path.join(env.dataDir, 'work'),
    findPointsOfContact: options.findPointsOfContact,
  });
  // Only the course routes take files; the limit is checked while reading (readCourseForm).
  await app.register(multipart, { limits: { fileSize: env.MAX_UPLOAD_MB * 1024 * 1024 } });
  await app.register(coursesRoutes, {
    courses,
    maxUploadMb: env.MAX_UPLOAD_MB,
    voiceOf: (language) => engines.voiceOf?.(language) ?? 'the speech engine',
  });
  await app.register(courseContentRoutes, { content: options.content });
};
