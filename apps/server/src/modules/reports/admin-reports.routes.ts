import { adminReportNames, adminReportsQuerySchema, adminReportsSchema } from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import { exportAdminReportCsv, getAdminReports } from './admin-reports.service.ts';

const adminOfQueryTenant = { roles: ['ADMIN', 'SUPER_ADMIN'], tenant: { in: 'query', key: 'tenantId' } } as const;

/** The organization admin's Reports tab: the three reports as JSON, and each as a CSV download. */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/reports',
    {
      schema: { querystring: adminReportsQuerySchema, response: { 200: adminReportsSchema } },
      config: { access: adminOfQueryTenant },
    },
    async (request) => getAdminReports(db(), requireCaller(request), request.query),
  );
  app.get(
    '/admin/reports/:report.csv',
    {
      schema: { params: z.object({ report: z.enum(adminReportNames, 'Report not found') }), querystring: adminReportsQuerySchema },
      config: { access: adminOfQueryTenant },
    },
    async (request, reply) => {
      const text = await exportAdminReportCsv(db(), requireCaller(request), request.params.report, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-${request.params.report}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
};
