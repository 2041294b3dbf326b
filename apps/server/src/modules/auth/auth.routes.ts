import {
  acceptInviteSchema,
  changePasswordSchema,
  currentUserSchema,
  inviteInfoSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  text,
  textLimits,
} from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allRoles, requireCaller } from '../../plugins/access.ts';
import { acceptInvite, findInvite } from '../users/invites.service.ts';
import { type AuthSettings, changePassword, login, logout, logoutEverywhere } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ settings: AuthSettings }> = async (app, { settings }) => {
  app.post(
    '/auth/login',
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      config: { access: { public: true } },
    },
    async (request) => login(app.database.db, settings, request.body, request.ip),
  );

  app.post('/auth/logout', { config: { access: { roles: allRoles } } }, async (request, reply) => {
    await logout(app.database.db, requireCaller(request), request.ip);
    return reply.status(204).send();
  });

  app.post('/auth/logout-everywhere', { config: { access: { roles: allRoles } } }, async (request, reply) => {
    await logoutEverywhere(app.database.db, requireCaller(request), request.ip);
    return reply.status(204).send();
  });

  app.post(
    '/auth/change-password',
    {
      schema: { body: changePasswordSchema, response: { 200: messageResponseSchema } },
      config: { access: { roles: allRoles } },
    },
    async (request) => changePassword(app.database.db, requireCaller(request), request.body, request.ip),
  );

  app.get(
    '/auth/me',
    { schema: { response: { 200: currentUserSchema } }, config: { access: { roles: allRoles } } },
    async (request) => {
      const caller = requireCaller(request);
      return {
        id: caller.userId,
        name: caller.name,
        email: caller.email,
        role: caller.role,
        tenantId: caller.tenantId,
      };
    },
  );

  app.get(
    '/auth/invites/:token',
    {
      schema: { params: z.object({ token: text(textLimits.token).min(1) }), response: { 200: inviteInfoSchema } },
      config: { access: { public: true } },
    },
    async (request) => findInvite(app.database.db, request.params.token),
  );

  app.post(
    '/auth/invites/accept',
    {
      schema: { body: acceptInviteSchema, response: { 200: loginResponseSchema } },
      config: { access: { public: true } },
    },
    async (request) => acceptInvite(app.database.db, settings, request.body, request.ip),
  );
};
