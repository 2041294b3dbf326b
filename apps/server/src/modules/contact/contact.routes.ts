import {
  contactIdParamsSchema,
  contactInboxItemSchema,
  contactInboxPageSchema,
  contactInboxQuerySchema,
  contactReadSchema,
  contactRequestSchema,
} from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { countLoginFailuresByKey, recordLoginFailure } from '../auth/sessions.repository.ts';
import { listContactInbox, markContactRead } from './contact-inbox.service.ts';
import { insertContactRequest } from './contact.repository.ts';

// Posts per address in a window, counted in the attempts table the sign-in limits use (shared by processes).
export const contactLimits = { perAddress: 5, windowMinutes: 10 } as const;
export const contactMessages = { failed: 'Failed to submit contact request. Please try again later.' } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/submit',
    {
      schema: {
        body: contactRequestSchema.extend({ message: contactRequestSchema.shape.message.max(5000) }),
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const db = app.database.db;
      const key = `contact:${request.ip}`;
      const since = new Date(Date.now() - contactLimits.windowMinutes * 60_000);
      if (((await countLoginFailuresByKey(db, [key], since)).get(key) ?? 0) >= contactLimits.perAddress) {
        throw new AppError('TOO_MANY_REQUESTS', contactMessages.failed, { 'retry-after': String(contactLimits.windowMinutes * 60) });
      }
      await recordLoginFailure(db, [key]);
      await insertContactRequest(db, { ...request.body, ip: request.ip });
      return reply.status(201).send({ ok: true as const });
    },
  );

  // The super user's inbox of these messages.
  const superUser = { roles: ['SUPER_ADMIN'] } as const;
  app.get(
    '/superadmin/contact-requests',
    {
      schema: { querystring: contactInboxQuerySchema, response: { 200: contactInboxPageSchema } },
      config: { access: superUser },
    },
    async (request) => listContactInbox(app.database.db, request.query),
  );
  app.patch(
    '/superadmin/contact-requests/:id',
    {
      schema: { params: contactIdParamsSchema, body: contactReadSchema, response: { 200: contactInboxItemSchema } },
      config: { access: superUser },
    },
    async (request) => markContactRead(app.database.db, request.params.id, request.body.read),
  );
};
