import {
  enhanceExplanationsResultSchema,
  enhanceExplanationsSchema,
  enhanceSlideResultSchema,
  enhanceSlideSchema,
  explanationSchema,
  regenerateExplanationsSchema,
  updatedExplanationSchema,
  updateExplanationSchema,
} from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import type { ExplanationsService } from './explanations.service.ts';

// Only an admin of the organization named in the body: another organization's answers 404, an employee 403.
const organizationAdmin = { roles: ['ADMIN'], tenant: { in: 'body', key: 'tenantId' } } as const;

export const explanationsRoutes: FastifyPluginAsyncZod<{ explanations: ExplanationsService }> = async (app, { explanations }) => {
  app.put(
    '/courses/update-explanation',
    {
      schema: { body: updateExplanationSchema, response: { 200: updatedExplanationSchema } },
      config: { access: organizationAdmin },
    },
    async (request) => explanations.update(requireCaller(request), request.body),
  );

  app.post(
    '/ai/enhance-slide',
    { schema: { body: enhanceSlideSchema, response: { 200: enhanceSlideResultSchema } }, config: { access: organizationAdmin } },
    async (request) => explanations.enhanceSlide(requireCaller(request), request.body),
  );

  app.post(
    '/courses/enhance-explanations',
    {
      schema: { body: enhanceExplanationsSchema, response: { 200: enhanceExplanationsResultSchema } },
      config: { access: organizationAdmin },
    },
    async (request) => explanations.enhanceAll(requireCaller(request), request.body),
  );

  app.patch(
    '/courses/regenerate-explanations',
    {
      schema: {
        body: regenerateExplanationsSchema,
        response: { 200: z.object({ success: z.boolean(), explanations: z.array(explanationSchema), message: z.string() }) },
      },
      config: { access: organizationAdmin },
    },
    async (request) => explanations.regenerate(requireCaller(request), request.body),
  );
};
