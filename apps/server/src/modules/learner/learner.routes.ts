import {
  enabledCoursesQuerySchema,
  profileSchema,
  tenantCourseListSchema,
  userCourseRecordListSchema,
  userIdParamsSchema,
} from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaLinkSigner } from '../../lib/media-links.ts';
import { allRoles, requireCaller } from '../../plugins/access.ts';
import { findTenantCourses } from '../assignments/assignments.service.ts';
import { findUserCourseRecords, getProfile, getUserProfile } from './learner.service.ts';

export const learnerRoutes: FastifyPluginAsyncZod<{ signer: MediaLinkSigner }> = async (app, { signer }) => {
  app.get(
    '/user-dashboard/profile',
    { schema: { response: { 200: profileSchema } }, config: { access: { roles: allRoles } } },
    async (request) => getProfile(app.database.db, requireCaller(request)),
  );

  // A learner hot path: two queries (courses with their organization data, then their contacts).
  app.get(
    '/tenant-admin/user/enabled-courses',
    {
      schema: { querystring: enabledCoursesQuerySchema, response: { 200: tenantCourseListSchema } },
      config: { access: { roles: allRoles, tenant: { in: 'query', key: 'tenantId' } } },
    },
    async (request) =>
      findTenantCourses({ db: app.database.db, signer }, requireCaller(request), request.query.tenantId, { enabled: true }),
  );

  app.get(
    '/user-dashboard/dashboard/:userId/courses',
    {
      schema: { params: userIdParamsSchema, response: { 200: userCourseRecordListSchema } },
      config: { access: { roles: allRoles } },
    },
    async (request) => findUserCourseRecords(app.database.db, requireCaller(request), request.params.userId),
  );

  // The admin's report on one employee (/admin/reports/user/{userId}) shows that person's name and e-mail.
  app.get(
    '/user-dashboard/dashboard/:userId/profile',
    {
      schema: { params: userIdParamsSchema, response: { 200: profileSchema } },
      config: { access: { roles: allRoles } },
    },
    async (request) => getUserProfile(app.database.db, requireCaller(request), request.params.userId),
  );
};
