import {
  activityListSchema,
  platformSummarySchema,
  reportsQuerySchema,
  statisticsSchema,
  usersProgressPageSchema,
  usersExportQuerySchema,
  usersProgressQuerySchema,
} from '@complyra/core';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { getPlatformSummary, getStatistics, listRecentActivity, listUsersProgress } from './reports.service.ts';
import { exportUsersCsv } from './users-export.service.ts';
import { adminReportsRoutes } from './admin-reports.routes.ts';

const adminOfQueryTenant = { roles: ['ADMIN', 'SUPER_ADMIN'], tenant: { in: 'query', key: 'tenantId' } } as const;

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  await app.register(adminReportsRoutes);

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
  // Streamed: the file is written while it is read, a batch of employees at a time.
  app.get(
    '/admin/dashboard/users-progress/export.csv',
    { schema: { querystring: usersExportQuerySchema }, config: { access: adminOfQueryTenant } },
    async (request, reply) => {
      const lines = await exportUsersCsv(db(), requireCaller(request), request.query.tenantId, request.query.search);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="users-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    },
  );
  app.get(
    '/superadmin/summary',
    { schema: { response: { 200: platformSummarySchema } }, config: { access: { roles: ['SUPER_ADMIN'] } } },
    async () => getPlatformSummary(db()),
  );
};
