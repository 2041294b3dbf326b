import {
  courseIdParamsSchema,
  progressQuerySchema,
  progressSchema,
  tenantCourseParamsSchema,
  updateProgressSchema,
} from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allRoles, requireCaller } from '../../plugins/access.ts';
import { completeCourse, getUserProgress, updateProgress } from './progress.service.ts';

// Progress belongs to the people of an organization; a super user has none of their own.
const learners = ['ADMIN', 'EMPLOYEE'] as const;

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/courses/:courseId/update-progress',
    {
      schema: { params: courseIdParamsSchema, body: updateProgressSchema, response: { 200: progressSchema } },
      config: { access: { roles: learners, tenant: { in: 'body', key: 'tenantId' } } },
    },
    async (request) => updateProgress(db(), requireCaller(request), request.params.courseId, request.body),
  );

  app.post(
    '/tenant-admin/tenants/:tenantId/courses/:courseId/complete',
    {
      schema: { params: tenantCourseParamsSchema, response: { 200: progressSchema } },
      config: { access: { roles: learners, tenant: { in: 'params', key: 'tenantId' } } },
    },
    async (request) => completeCourse(db(), requireCaller(request), request.params.courseId),
  );

  // Rights depend on whose progress it is, so the service decides (own / own organization / any).
  app.get(
    '/courses/progress/user',
    { schema: { querystring: progressQuerySchema, response: { 200: progressSchema } }, config: { access: { roles: allRoles } } },
    async (request) => getUserProgress(db(), requireCaller(request), request.query.userId, request.query.courseId),
  );
};
