import {
  courseChangesSchema,
  courseHistorySchema,
  retrainingResultSchema,
  retrainingSchema,
  reviewCourseChangeSchema,
  tenantCourseParamsSchema,
  tenantUserParamsSchema,
} from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { findCourseChanges, retrainEmployees, reviewCourseChange } from './course-changes.service.ts';
import { findEmployeeHistory } from './course-cycles.service.ts';

const adminOfParamsTenant = { roles: ['ADMIN', 'SUPER_ADMIN'], tenant: { in: 'params', key: 'tenantId' } } as const;

/** Training cycles: an employee's history per course, and retraining after a material course change. */
export const courseCyclesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/tenant-admin/tenants/:tenantId/users/:userId/course-history',
    {
      schema: { params: tenantUserParamsSchema, response: { 200: courseHistorySchema } },
      config: { access: adminOfParamsTenant },
    },
    async (request) => findEmployeeHistory(db(), requireCaller(request), request.params.tenantId, request.params.userId),
  );

  app.get(
    '/tenant-admin/tenants/:tenantId/courses/:courseId/changes',
    {
      schema: { params: tenantCourseParamsSchema, response: { 200: courseChangesSchema } },
      config: { access: adminOfParamsTenant },
    },
    async (request) => findCourseChanges(db(), requireCaller(request), request.params.tenantId, request.params.courseId),
  );

  app.post(
    '/tenant-admin/tenants/:tenantId/courses/:courseId/changes/review',
    {
      schema: { params: tenantCourseParamsSchema, body: reviewCourseChangeSchema, response: { 200: courseChangesSchema } },
      config: { access: adminOfParamsTenant },
    },
    async (request) =>
      reviewCourseChange(db(), requireCaller(request), request.params.tenantId, request.params.courseId, request.body.material),
  );

  app.post(
    '/tenant-admin/tenants/:tenantId/courses/:courseId/retraining',
    {
      schema: { params: tenantCourseParamsSchema, body: retrainingSchema, response: { 200: retrainingResultSchema } },
      config: { access: adminOfParamsTenant },
    },
    async (request) =>
      retrainEmployees(db(), requireCaller(request), request.params.tenantId, request.params.courseId, request.body),
  );
};
