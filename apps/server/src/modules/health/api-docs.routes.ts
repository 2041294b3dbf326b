import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiReferencePage, type OpenApiDocument } from './api-reference-page.ts';

// The API's own description: the OpenAPI document (plugins/openapi.ts builds it from every route's schema and
// access rule) and the reference page drawn from it. Public: they describe routes, never data.
export const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  let page: string | undefined;

  app.get('/openapi.json', { config: { access: { public: true } } }, async () => app.swagger());

  app.get('/docs', { config: { access: { public: true } } }, async (_request, reply) => {
    page ??= apiReferencePage(app.swagger() as unknown as OpenApiDocument);
    return reply.type('text/html; charset=utf-8').send(page);
  });
};
