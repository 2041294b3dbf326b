import {
  assignCourseSchema,
  coursePropertiesResponseSchema,
  pocsResponseSchema,
  tenantCourseListSchema,
  tenantCourseParamsSchema,
  tenantCourseSchema,
  tenantIdParamsSchema,
  toggleCourseSchema,
  updateCoursePropertiesSchema,
} from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaLinkSigner } from '../../lib/media-links.ts';
import { allRoles, requireCaller } from '../../plugins/access.ts';
import { tenantCopyJob, type TenantCopyJobData } from '../ingest/ingest-job-names.ts';
import {
  type AssignmentsDeps,
  assignCourse,
  findCoursePocs,
  findTenantCourses,
  toggleCourse,
  updateProperties,
} from './assignments.service.ts';

const admins = ['ADMIN', 'SUPER_ADMIN'] as const;
const adminOfParamsTenant = { roles: admins, tenant: { in: 'params', key: 'tenantId' } } as const;
const adminOfBodyTenant = { roles: admins, tenant: { in: 'body', key: 'tenantId' } } as const;

export const assignmentsRoutes: FastifyPluginAsyncZod<{ signer: MediaLinkSigner }> = async (app, { signer }) => {
  const deps: AssignmentsDeps = {
    get db() {
      return app.database.db;
    },
    signer,
    enqueueCopy: (data: TenantCopyJobData, courseVersion: number) =>
      app.jobs.send(tenantCopyJob, data, { singletonKey: `${data.tenantId}:${data.courseId}:${courseVersion}` }),
  };

  app.post(
    '/courses/assign',
    { schema: { body: assignCourseSchema, response: { 201: tenantCourseSchema } }, config: { access: adminOfBodyTenant } },
    async (request, reply) => reply.status(201).send(await assignCourse(deps, requireCaller(request), request.body)),
  );

  const list = { params: tenantIdParamsSchema, response: { 200: tenantCourseListSchema } };
  app.get('/tenant-admin/tenants/:tenantId/courses', { schema: list, config: { access: adminOfParamsTenant } }, async (request) =>
    findTenantCourses(deps, requireCaller(request), request.params.tenantId, { withEnrolled: true }),
  );
  app.get(
    '/tenant-admin/tenants/:tenantId/courses/enabled',
    { schema: list, config: { access: adminOfParamsTenant } },
    async (request) =>
      findTenantCourses(deps, requireCaller(request), request.params.tenantId, { enabled: true, withEnrolled: true }),
  );
  app.get(
    '/tenant-admin/tenants/:tenantId/courses/disabled',
    { schema: list, config: { access: adminOfParamsTenant } },
    async (request) =>
      findTenantCourses(deps, requireCaller(request), request.params.tenantId, { enabled: false, withEnrolled: true }),
  );

  app.patch(
    '/tenant-admin/tenants/:tenantId/courses/:courseId/toggle',
    {
      schema: { params: tenantCourseParamsSchema, body: toggleCourseSchema, response: { 200: tenantCourseSchema } },
      config: { access: adminOfParamsTenant },
    },
    async (request) =>
      toggleCourse(deps, requireCaller(request), request.params.tenantId, request.params.courseId, request.body.isEnabled),
  );

  app.patch(
    '/tenant-admin/courses/properties',
    {
      schema: { body: updateCoursePropertiesSchema, response: { 200: coursePropertiesResponseSchema } },
      config: { access: adminOfBodyTenant },
    },
    async (request) => updateProperties(deps, requireCaller(request), request.body),
  );

  // Employees read the contacts too: the player and the course details show them.
  app.get(
    '/tenants/:tenantId/courses/:courseId/pocs',
    {
      schema: { params: tenantCourseParamsSchema, response: { 200: pocsResponseSchema } },
      config: { access: { roles: allRoles, tenant: { in: 'params', key: 'tenantId' } } },
    },
    async (request) => findCoursePocs(deps, requireCaller(request), request.params.tenantId, request.params.courseId),
  );
};
