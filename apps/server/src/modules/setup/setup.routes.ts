import { loginResponseSchema, setupRequestSchema, setupStatusSchema } from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthSettings } from '../auth/auth.service.ts';
import type { SetupCode } from './setup-code.ts';
import { assertSetupOpen, completeSetup } from './setup.service.ts';

export const setupRoutes: FastifyPluginAsyncZod<{ settings: AuthSettings; code?: SetupCode }> = async (
  app,
  { settings, code },
) => {
  app.get(
    '/setup',
    {
      schema: { querystring: z.object({ code: z.string().default('') }), response: { 200: setupStatusSchema } },
      config: { access: { public: true } },
    },
    async (request) => {
      await assertSetupOpen(app.database.db, code, request.query.code);
      return { open: true as const };
    },
  );

  app.post(
    '/setup',
    {
      schema: { body: setupRequestSchema, response: { 200: loginResponseSchema } },
      config: { access: { public: true } },
    },
    async (request) => completeSetup(app.database.db, settings, code, request.body, request.ip),
  );
};
