import { explanationSchema, slideSchema } from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allRoles, requireCaller } from '../../plugins/access.ts';
import type { CourseContentService } from './course-content.service.ts';

const courseParams = z.object({ courseId: z.uuid('Course not found') });
const tenantQuery = z.object({ tenantId: z.uuid('Organization not found').optional() });
const inQueryTenant = { roles: allRoles, tenant: { in: 'query', key: 'tenantId' } } as const;

export const courseContentRoutes: FastifyPluginAsyncZod<{ content: CourseContentService }> = async (app, { content }) => {
  app.get(
    '/courses/:courseId/explanations',
    {
      schema: { params: courseParams, querystring: tenantQuery, response: { 200: z.array(explanationSchema) } },
      config: { access: inQueryTenant },
    },
    async (request) => content.explanations(requireCaller(request), request.params.courseId, request.query.tenantId),
  );

  app.get(
    '/courses/:courseId/chatbot-material',
    {
      schema: { params: courseParams, querystring: tenantQuery, response: { 200: z.object({ materialUrl: z.string() }) } },
      config: { access: inQueryTenant },
    },
    async (request) => content.material(requireCaller(request), request.params.courseId, request.query.tenantId),
  );

  app.get(
    '/tenant-admin/tenants/:tenantId/courses/:courseId/slides',
    {
      schema: {
        params: courseParams.extend({ tenantId: z.uuid('Organization not found') }),
        response: { 200: z.array(slideSchema) },
      },
      config: { access: { roles: allRoles, tenant: { in: 'params', key: 'tenantId' } } },
    },
    async (request) => content.slides(requireCaller(request), request.params.courseId, request.params.tenantId),
  );

  app.get(
    '/superadmin/courses/:courseId/slides',
    { schema: { params: courseParams, response: { 200: z.array(slideSchema) } }, config: { access: { roles: ['SUPER_ADMIN'] } } },
    async (request) => content.slides(requireCaller(request), request.params.courseId, undefined),
  );
};
