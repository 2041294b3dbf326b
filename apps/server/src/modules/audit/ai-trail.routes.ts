import {
  aiTrailCountsSchema,
  aiTrailDetailSchema,
  aiTrailPageSchema,
  aiTrailParamsSchema,
  aiTrailQuerySchema,
  aiTrailTenantQuerySchema,
} from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { countAiTrailByCourse, listAiTrailPage, openAiTrailEntry } from './ai-trail.service.ts';

const adminOfQueryTenant = { roles: ['ADMIN', 'SUPER_ADMIN'], tenant: { in: 'query', key: 'tenantId' } } as const;

/** The AI audit trail shown to the organization's admin. */
export const aiTrailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.get(
    '/admin/ai-trail',
    { schema: { querystring: aiTrailQuerySchema, response: { 200: aiTrailPageSchema } }, config: { access: adminOfQueryTenant } },
    async (request) => listAiTrailPage(db(), requireCaller(request), request.query.tenantId, request.query),
  );
  app.get(
    '/admin/ai-trail/counts',
    {
      schema: { querystring: aiTrailTenantQuerySchema, response: { 200: aiTrailCountsSchema } },
      config: { access: adminOfQueryTenant },
    },
    async (request) => countAiTrailByCourse(db(), requireCaller(request), request.query.tenantId),
  );
  app.get(
    '/admin/ai-trail/:id',
    {
      schema: { params: aiTrailParamsSchema, querystring: aiTrailTenantQuerySchema, response: { 200: aiTrailDetailSchema } },
      config: { access: adminOfQueryTenant },
    },
    async (request) => openAiTrailEntry(db(), requireCaller(request), request.query.tenantId, request.params.id, request.ip),
  );
};
