import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/config/env.ts';
import { openDatabase } from '../src/db/database.ts';
import { JobQueue } from '../src/jobs/job-queue.ts';
import { createIngestEngines } from '../src/providers/create-ingest-engines.ts';

/** The real app with the built-in engines and running job workers on an in-memory database, for a benchmark. */
export async function startBenchApp(extraEnv: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-bench-'));
  const env = parseEnv({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'bench-secret-that-is-at-least-32-characters',
    ...extraEnv,
  });
  const logger = pino({ level: 'warn' });
  const database = await openDatabase({});
  await database.migrate();
  const engines = createIngestEngines(env);
  const jobs = new JobQueue(database, logger);
  const app = await buildApp({ env, database, jobs, logger, engines });
  await jobs.start();
  await app.ready();
  return {
    app,
    database,
    engines,
    dataDir,
    async close() {
      await jobs.stop();
      await app.close();
      await engines.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
