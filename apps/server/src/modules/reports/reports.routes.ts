import { activityListSchema, reportsQuerySchema, statisticsSchema } from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStatistics, listRecentActivity, listUsersProgress } from './reports.service.ts';

const adminOfQueryTenant = { roles: ['ADMIN', 'SUPER_ADMIN'], tenant: { in: 'query', key: 'tenantId' } } as const;

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const activity = { querystring: reportsQuerySchema, response: { 200: activityListSchema } };

  app.get(
    '/admin/dashboard/statistics',
    { schema: { querystring: reportsQuerySchema, response: { 200: statisticsSchema } }, config: { access: adminOfQueryTenant } },
    async (request) => getStatistics(db(), request.query.tenantId),
  );
  app.get('/admin/dashboard/recent-activity', { schema: activity, config: { access: adminOfQueryTenant } }, async (request) =>
    listRecentActivity(db(), request.query.tenantId),
  );
  app.get('/admin/dashboard/users-progress', { schema: activity, config: { access: adminOfQueryTenant } }, async (request) =>
    listUsersProgress(db(), request.query.tenantId),
  );
};
