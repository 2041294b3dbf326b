import { contactRequestSchema } from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactRequests } from '../../db/schema.ts';

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
      await app.database.db.insert(contactRequests).values({ ...request.body, ip: request.ip });
      return reply.status(201).send({ ok: true as const });
    },
  );
};
