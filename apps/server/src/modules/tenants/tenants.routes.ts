import {
  createTenantSchema,
  idParamsSchema,
  recordsRetentionSchema,
  tenantIdParamsSchema,
  tenantListAnswerSchema,
  tenantListQuerySchema,
  tenantListSchema,
  tenantSchema,
  tenantWithDetailsSchema,
} from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allRoles, requireCaller } from '../../plugins/access.ts';
import {
  createTenant,
  findRecentTenants,
  findTenants,
  getTenant,
  removeTenant,
  setTenantStatus,
} from './tenants.service.ts';

const superUser = { roles: ['SUPER_ADMIN'] } as const;
const list = { querystring: tenantListQuerySchema, response: { 200: tenantListAnswerSchema } };

export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/tenants',
    { schema: { body: createTenantSchema, response: { 201: tenantSchema } }, config: { access: superUser } },
    async (request, reply) =>
      reply.status(201).send(await createTenant(db(), requireCaller(request), request.body, request.ip)),
  );

  app.get('/tenants', { schema: list, config: { access: superUser } }, async (request) =>
    findTenants(db(), undefined, request.query),
  );
  app.get(
    '/superadmin/tenants/recent',
    { schema: { response: { 200: tenantListSchema } }, config: { access: superUser } },
    async () => findRecentTenants(db()),
  );
  app.get('/superadmin/tenants/active', { schema: list, config: { access: superUser } }, async (request) =>
    findTenants(db(), 'active', request.query),
  );
  app.get('/superadmin/tenants/inactive', { schema: list, config: { access: superUser } }, async (request) =>
    findTenants(db(), 'inactive', request.query),
  );

  app.patch(
    '/superadmin/tenants/:id/inactivate',
    { schema: { params: idParamsSchema, response: { 200: tenantSchema } }, config: { access: superUser } },
    async (request) =>
      setTenantStatus(db(), requireCaller(request), request.params.id, 'inactive', request.ip),
  );
  app.patch(
    '/superadmin/tenants/:id/activate',
    { schema: { params: idParamsSchema, response: { 200: tenantSchema } }, config: { access: superUser } },
    async (request) => setTenantStatus(db(), requireCaller(request), request.params.id, 'active', request.ip),
  );
  app.delete(
    '/superadmin/tenant/:id',
    { schema: { params: idParamsSchema }, config: { access: superUser } },
    async (request, reply) => {
      await removeTenant(db(), requireCaller(request), request.params.id, request.ip, app.env.RECORDS_RETENTION_YEARS);
      return reply.status(204).send();
    },
  );

  // What the Delete confirmation names: how long a deleted organization's records are kept.
  app.get(
    '/superadmin/records-retention',
    { schema: { response: { 200: recordsRetentionSchema } }, config: { access: superUser } },
    async () => ({ years: app.env.RECORDS_RETENTION_YEARS }),
  );

  app.get(
    '/tenants/:tenantId',
    {
      schema: { params: tenantIdParamsSchema, response: { 200: tenantWithDetailsSchema } },
      config: { access: { roles: allRoles, tenant: { in: 'params', key: 'tenantId' } } },
    },
    async (request) => getTenant(db(), request.params.tenantId),
  );
};
