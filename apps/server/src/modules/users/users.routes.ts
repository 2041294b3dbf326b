import {
  createUserResponseSchema,
  createUserSchema,
  importUsersResponseSchema,
  resendInviteResponseSchema,
  tenantIdParamsSchema,
  tenantUserListAnswerSchema,
  tenantUserListQuerySchema,
  tenantUserParamsSchema,
} from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { deleteEmployee } from './anonymize-user.service.ts';
import { resendInvite } from './invites.service.ts';
import { addEmployee, importEmployees, listTenantUsers } from './users.service.ts';

const adminOfTenant = { roles: ['ADMIN', 'SUPER_ADMIN'], tenant: { in: 'params', key: 'tenantId' } } as const;

export const usersRoutes: FastifyPluginAsyncZod<{ mail: MailOutbox }> = async (app, { mail }) => {
  // The CSV import posts the file's text as text/csv.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.get(
    '/tenant-admin/tenants/:tenantId/users',
    {
      schema: {
        params: tenantIdParamsSchema,
        querystring: tenantUserListQuerySchema,
        response: { 200: tenantUserListAnswerSchema },
      },
      config: { access: adminOfTenant },
    },
    async (request) =>
      listTenantUsers(app.database.db, requireCaller(request), request.params.tenantId, request.query),
  );

  app.post(
    '/tenant-admin/tenants/:tenantId/users',
    {
      schema: {
        params: tenantIdParamsSchema,
        body: createUserSchema,
        response: { 201: createUserResponseSchema },
      },
      config: { access: adminOfTenant },
    },
    async (request, reply) => {
      const created = await addEmployee(
        app.database.db,
        requireCaller(request),
        request.params.tenantId,
        request.body,
        request.ip,
        mail,
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/tenant-admin/tenants/:tenantId/users/import',
    {
      schema: {
        params: tenantIdParamsSchema,
        body: z.string({ error: 'Send the CSV file as text/csv' }),
        response: { 200: importUsersResponseSchema },
      },
      config: { access: adminOfTenant },
    },
    async (request) =>
      importEmployees(
        app.database.db,
        requireCaller(request),
        request.params.tenantId,
        request.body,
        request.ip,
        mail,
      ),
  );

  app.post(
    '/tenant-admin/tenants/:tenantId/users/:userId/invite',
    {
      schema: { params: tenantUserParamsSchema, response: { 200: resendInviteResponseSchema } },
      config: { access: adminOfTenant },
    },
    async (request) =>
      resendInvite(
        app.database.db,
        requireCaller(request),
        request.params.tenantId,
        request.params.userId,
        request.ip,
        mail,
      ),
  );

  // Deleting a person anonymizes them: their training records stay for audit.
  app.delete(
    '/tenant-admin/tenants/:tenantId/users/:userId',
    { schema: { params: tenantUserParamsSchema }, config: { access: adminOfTenant } },
    async (request, reply) => {
      const { tenantId, userId } = request.params;
      await deleteEmployee(app.database.db, requireCaller(request), tenantId, userId, request.ip);
      return reply.status(204).send();
    },
  );
};
