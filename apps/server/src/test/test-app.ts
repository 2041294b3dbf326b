import pino, { type Logger } from 'pino';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import type { IngestEngines } from '../ports/ingest-engines.ts';
import type { SetupCode } from '../modules/setup/setup-code.ts';
import { createIngestEngines } from '../providers/create-ingest-engines.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** The real application on a fresh test database, answering through fastify.inject. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    startJobs?: boolean;
    engines?: IngestEngines;
    /** Wraps the real built-in engines (to record what they are asked), which are still closed with the app. */
    wrapEngines?: (engines: IngestEngines) => IngestEngines;
    setupCode?: SetupCode;
    webDistDir?: string;
    logger?: Logger;
    /** An already migrated database (a crash test's folder or shared database); closed with the app. */
    database?: Database;
  } = {},
) {
  const database: Database = options.database ?? (await createTestDatabase());
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    // eSpeak NG speaks English in tests: Flite costs 7–9x its CPU; course-pipeline.test.ts runs Flite end to end.
    SPEECH_VOICE: 'en=espeak',
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const jobs = new JobQueue(database, logger);
  // The real built-in engines (eSpeak workers start only when something is spoken).
  const builtEngines = options.engines ? null : createIngestEngines(env);
  const engines = options.engines ?? (options.wrapEngines ? options.wrapEngines(builtEngines!) : builtEngines!);
  const app = await buildApp({
    env,
    database,
    jobs,
    logger,
    engines,
    setupCode: options.setupCode,
    webDistDir: options.webDistDir,
  });
  if (options.startJobs) await jobs.start();
  await app.ready();
  return {
    app,
    database,
    jobs,
    env,
    engines,
    async close() {
      await jobs.stop();
      await app.close();
      await builtEngines?.close();
      await database.close();
    },
  };
}
