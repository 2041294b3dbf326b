import { healthResponseSchema, notReadyResponseSchema, readyResponseSchema } from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsApplied } from './health.repository.ts';

/** A database that does not answer within this long counts as down for readiness. */
const readinessQueryTimeoutMs = 2000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Whether the database answers (a trivial query proves it, not only that the object exists).
  const databaseAnswers = () => app.database.sql.executeSql('SELECT 1', []);
  // Migrations are never undone: once applied, readiness stops asking.
  let migrated = false;
  const migrations = async () => {
    migrated ||= await migrationsApplied(app.database.sql);
    return migrated ? ('applied' as const) : ('pending' as const);
  };

  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema } }, config: { access: { public: true } } },
    async () => {
      await databaseAnswers();
      return { status: 'ok' as const, database: app.database.kind };
    },
  );

  // For a load balancer or orchestrator: send this server work only while it can do all of it: the database
  // answers, with this server's migrations applied (a server started beside one still migrating waits), and
  // the job queue runs. The job queue starts after the server listens, so a starting server answers 503 here
  // until then, and again once it stops (new connections are refused then, and requests on open ones get 503 while it closes).
  app.get(
    '/ready',
    {
      schema: { response: { 200: readyResponseSchema, 503: notReadyResponseSchema } },
      config: { access: { public: true } },
    },
    async (_request, reply) => {
      const database = await withTimeout(databaseAnswers(), readinessQueryTimeoutMs).then(
        () => 'up' as const,
        () => 'down' as const,
      );
      const migrated = database === 'up'
        ? await withTimeout(migrations(), readinessQueryTimeoutMs).catch(() => 'unknown' as const)
        : ('unknown' as const);
      const jobQueue = app.jobs.isStarted ? ('started' as const) : ('not started' as const);
      if (database === 'up' && migrated === 'applied' && jobQueue === 'started') return { status: 'ready' as const };
      return reply.status(503).send({ status: 'not ready' as const, database, migrations: migrated, jobQueue });
    },
  );
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
