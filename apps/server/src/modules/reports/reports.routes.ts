import {
  activityListSchema,
  platformSummarySchema,
  reportsQuerySchema,
  statisticsSchema,
  usersProgressPageSchema,
  usersProgressQuerySchema,
} from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { getPlatformSummary, getStatistics, listRecentActivity, listUsersProgress } from './reports.service.ts';

const adminOfQueryTenant = { roles: ['ADMIN', 'SUPER_ADMIN'], tenant: { in: 'query', key: 'tenantId' } } as const;

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/dashboard/statistics',
    { schema: { querystring: reportsQuerySchema, response: { 200: statisticsSchema } }, config: { access: adminOfQueryTenant } },
    async (request) => getStatistics(db(), requireCaller(request), request.query.tenantId),
  );
  app.get(
    '/admin/dashboard/recent-activity',
    {
      schema: { querystring: reportsQuerySchema, response: { 200: activityListSchema } },
      config: { access: adminOfQueryTenant },
    },
    async (request) => listRecentActivity(db(), requireCaller(request), request.query.tenantId),
  );
  app.get(
    '/admin/dashboard/users-progress',
    {
      schema: { querystring: usersProgressQuerySchema, response: { 200: usersProgressPageSchema } },
      config: { access: adminOfQueryTenant },
    },
    async (request) => listUsersProgress(db(), requireCaller(request), request.query.tenantId, request.query),
  );
  app.get(
    '/superadmin/summary',
    { schema: { response: { 200: platformSummarySchema } }, config: { access: { roles: ['SUPER_ADMIN'] } } },
    async () => getPlatformSummary(db()),
  );
};
