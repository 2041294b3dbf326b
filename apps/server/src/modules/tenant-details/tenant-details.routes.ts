import { tenantDetailsQuerySchema, tenantDetailsResponseSchema, tenantDetailsSchema, tenantIdParamsSchema } from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { getDetails, saveDetails } from './tenant-details.service.ts';

const adminOfTenant = { roles: ['ADMIN', 'SUPER_ADMIN'], tenant: { in: 'params', key: 'tenantId' } } as const;

export const tenantDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tenants/:tenantId/details',
    {
      schema: {
        params: tenantIdParamsSchema,
        querystring: tenantDetailsQuerySchema,
        response: { 200: tenantDetailsResponseSchema },
      },
      config: { access: adminOfTenant },
    },
    async (request) =>
      getDetails(app.database.db, requireCaller(request), request.params.tenantId, { emptyWhenMissing: request.query.missing === 'empty' }),
  );

  app.post(
    '/tenants/:tenantId/details',
    {
      schema: { params: tenantIdParamsSchema, body: tenantDetailsSchema, response: { 200: tenantDetailsResponseSchema } },
      config: { access: adminOfTenant },
    },
    async (request) => saveDetails(app.database.db, requireCaller(request), request.params.tenantId, request.body),
  );
};
