import { healthResponseSchema } from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema } }, config: { access: { public: true } } },
    async () => {
      // A trivial query proves the database answers, not only that the object exists.
      await app.database.sql.executeSql('SELECT 1', []);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
