import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino, { type Logger } from 'pino';
import { buildApp } from './app.ts';
import type { Env } from './config/env.ts';
import { createNewDatabase } from './db/create-new-database.ts';
import { type Database, openDatabase } from './db/database.ts';
import { compileEmbeddedDatabaseLean } from './db/lean-embedded-database.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { lockDataDir } from './lib/data-dir-lock.ts';
import { sendMissingCertificateJobs } from './modules/certificates/certificate-job.ts';
import { sendQueuedMailJobs } from './modules/mail/mail-job.ts';
import { startReminderClock } from './modules/mail/reminder-job.ts';
import { startRecordsPurgeClock } from './modules/tenants/records-purge-job.ts';
import { ensureSuperUser, hasSuperUser } from './modules/users/superuser.service.ts';
import { demoFailureLines, loadDemo } from './demo/load-demo.ts';
import { SetupCode, setupLinkLine } from './modules/setup/setup-code.ts';
import { createIngestEngines } from './providers/create-ingest-engines.ts';
import { createFileStorage } from './storage/create-file-storage.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface RunningServer {
  url: string;
  database: Database;
  /** Settles when the job queue has started (or failed to: the process should then stop). */
  jobsStarted: Promise<void>;
  stop(): Promise<void>;
}

/** Opens everything the product needs, in order, and returns one stop() that closes it in reverse. */
export async function startServer(
  env: Env,
  logger: Logger = pino({ level: env.LOG_LEVEL }),
): Promise<RunningServer> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        logger.error({ err: error }, 'error while stopping');
      }
    }
    cleanups.length = 0;
  };

  try {
    const embedded = !env.DATABASE_URL;
    if (embedded) cleanups.push(lockDataDir(env.dataDir));
    if (embedded) compileEmbeddedDatabaseLean();
    if (embedded) await createNewDatabase(path.join(env.dataDir, 'db'));
    const database = await openDatabase({
      url: env.DATABASE_URL,
      pgliteDir: embedded ? path.join(env.dataDir, 'db') : undefined,
      maxConnections: env.DB_MAX_CONNECTIONS,
      parallelWorkers: env.DB_PARALLEL_WORKERS,
    });
    cleanups.push(() => database.close());
    await database.migrate();
    logger.info({ database: database.kind }, 'database ready');

    const setupCode = await seedSuperUser(env, database, logger);

    // The course pipeline's engines (built-in unless an AI service is configured); stopped after the jobs.
    const engines = createIngestEngines(env, logger);
    cleanups.push(() => engines.close());
    logger.info(
      { language: engines.language.name, speech: engines.speech.name, pptxRendering: engines.soffice ? 'libreoffice' : 'extracted-content' },
      'course engines ready',
    );

    const jobs = new JobQueue(database, logger, { leaseSeconds: env.JOB_LEASE_SECONDS });
    const app = await buildApp({
      env,
      database,
      jobs,
      logger,
      engines,
      storage: await createFileStorage(env),
      webDistDir: env.WEB_DIST_DIR ?? defaultWebDist,
      setupCode,
    });
    cleanups.push(() => jobs.stop());
    // Closing the app first lets in-flight requests finish while new ones get 503.
    cleanups.push(() => app.close());
    const address = await app.listen({ port: env.PORT, host: env.HOST });
    // The queue starts half a second after the server answers, so a restarted server's first requests do
    // not queue behind its start-up statements (the embedded database runs one statement at a time); a
    // request that sends a job waits for it.
    const jobsStarted = jobs.start({ afterMs: 500 });
    jobsStarted.catch(() => {}); // main.ts reports it
    const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    logger.info(`Complyra is ready on ${url}`);
    const baseUrl = env.PUBLIC_URL?.replace(/\/$/, '') ?? url;
    void jobsStarted
      .then(() => sendMissingCertificateJobs(database.db, jobs, baseUrl))
      .then((count) => count > 0 && logger.warn({ count }, 'certificates missing for passed attempts: issuing them'))
      .catch((error: unknown) => logger.error({ err: error }, 'the missing certificates could not be queued'));
    if (env.SMTP_URL) {
      // Mail written just before the last stop, whose job never went out.
      void jobsStarted
        .then(() => sendQueuedMailJobs(database.db, jobs))
        .then((count) => count > 0 && logger.warn({ count }, 'mail queued before the last stop: sending it'))
        .catch((error: unknown) => logger.error({ err: error }, 'the queued mail could not be sent'));
    }
    // The daily reminder sweep; stopped before the queue.
    void jobsStarted
      .then(() => cleanups.push(startReminderClock(jobs, (error) => logger.error({ err: error }, 'the reminder sweep could not be sent'))))
      .catch(() => {});
    // The daily removal of records past their retention period; stopped before the queue.
    void jobsStarted
      .then(() => cleanups.push(startRecordsPurgeClock(jobs, (error) => logger.error({ err: error }, 'the records purge could not be sent'))))
      .catch(() => {});
    const demo = env.DEMO || process.argv.includes('--demo');
    // One plain console line (not a log record): the code is shown nowhere else. The demo brings its own super user.
    if (setupCode && !demo) console.log(setupLinkLine(baseUrl, setupCode));
    if (demo) {
      const stopDemo = new AbortController();
      cleanups.push(() => stopDemo.abort());
      void loadDemo(app, database.db, baseUrl, { print: (line) => console.log(line), signal: stopDemo.signal }).catch(
        (error: unknown) => {
          if (stopDemo.signal.aborted) return;
          // Plain console lines, as the sign-ins are: the newcomer reads the console, not the log.
          for (const line of demoFailureLines(error)) console.error(line);
          logger.error({ err: error }, 'the demo data could not be loaded');
        },
      );
    }
    return { url, database, jobsStarted, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function seedSuperUser(env: Env, database: Database, logger: Logger) {
  if (env.SUPERADMIN_EMAIL && env.SUPERADMIN_PASSWORD) {
    const result = await ensureSuperUser(database.db, {
      email: env.SUPERADMIN_EMAIL,
      password: env.SUPERADMIN_PASSWORD,
    });
    if (result === 'created') logger.info(`Created super user ${env.SUPERADMIN_EMAIL}`);
    if (result === 'taken')
      logger.warn(`SUPERADMIN_EMAIL ${env.SUPERADMIN_EMAIL} belongs to a user who is not a super user`);
  }
  return (await hasSuperUser(database.db)) ? undefined : new SetupCode();
}
