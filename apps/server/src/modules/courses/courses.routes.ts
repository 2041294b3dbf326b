import { catalogueCourseSchema, courseLanguageOptions, courseListAnswerSchema, courseListQuerySchema, enrolledUsersSchema } from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import type { CoursesService } from './courses.service.ts';
import { readCourseForm } from './read-course-form.ts';

const superUser = { roles: ['SUPER_ADMIN'] } as const;
const courseIdParams = z.object({ courseId: z.uuid('Course not found') });
const idParams = z.object({ id: z.uuid('Course not found') });

const courseVoicesSchema = z.object({ voices: z.record(z.string(), z.string()) });

export const coursesRoutes: FastifyPluginAsyncZod<{
  courses: CoursesService;
  maxUploadMb: number;
  /** The voice a course language is spoken with ("Flite rms"), shown where the course form picks the language. */
  voiceOf: (language: string) => string;
}> = async (app, { courses, maxUploadMb, voiceOf }) => {
  // Each language the course form offers, with the voice that will speak it (SPEECH_VOICE, Flite installed or not).
  // The form asks as it opens: a deck is likely on its way, so the engines its course is made with start now.
  app.get(
    '/superadmin/course-voices',
    { schema: { response: { 200: courseVoicesSchema } }, config: { access: superUser } },
    async () => {
      courses.warmUpEngines();
      return {
        voices: Object.fromEntries(courseLanguageOptions.filter((o) => o.value !== 'auto').map((o) => [o.value, voiceOf(o.value)])),
      };
    },
  );

  app.post(
    '/courses',
    { schema: { response: { 201: catalogueCourseSchema } }, config: { access: superUser } },
    async (request, reply) => {
      const form = await readCourseForm(request, { maxUploadMb, fileRequired: true });
      if (!form.material) throw new Error('unreachable: file required');
      return reply.status(201).send(await courses.create(requireCaller(request), form.fields, form.material));
    },
  );

  // The super user sees every course with its pipeline state; an organization admin picks from ready ones.
  app.get(
    '/courses',
    {
      schema: { querystring: courseListQuerySchema, response: { 200: courseListAnswerSchema } },
      config: { access: { roles: ['SUPER_ADMIN', 'ADMIN'] } },
    },
    async (request) => {
      const caller = requireCaller(request);
      return courses.list(caller, { readyOnly: caller.role !== 'SUPER_ADMIN' }, request.query);
    },
  );

  app.get(
    '/superadmin/courses/:courseId',
    { schema: { params: courseIdParams, response: { 200: catalogueCourseSchema } }, config: { access: superUser } },
    async (request) => courses.toCourse(requireCaller(request), await courses.get(request.params.courseId)),
  );

  app.put(
    '/superadmin/course/:id',
    { schema: { params: idParams, response: { 200: catalogueCourseSchema } }, config: { access: superUser } },
    async (request) => {
      const form = await readCourseForm(request, { maxUploadMb, fileRequired: false });
      return courses.update(requireCaller(request), request.params.id, form.fields, form.material);
    },
  );

  app.post(
    '/superadmin/course/:courseId/retry',
    { schema: { params: courseIdParams, response: { 200: catalogueCourseSchema } }, config: { access: superUser } },
    async (request) => courses.retry(requireCaller(request), request.params.courseId),
  );

  app.post(
    '/superadmin/course/:courseId/respeak',
    { schema: { params: courseIdParams, response: { 200: catalogueCourseSchema } }, config: { access: superUser } },
    async (request) => courses.respeak(requireCaller(request), request.params.courseId),
  );

  app.delete(
    '/superadmin/course/:courseId',
    { schema: { params: courseIdParams }, config: { access: superUser } },
    async (request, reply) => {
      await courses.remove(requireCaller(request), request.params.courseId, request.ip);
      return reply.status(204).send();
    },
  );

  app.get(
    '/superadmin/courses/enrolled-users',
    { schema: { response: { 200: enrolledUsersSchema } }, config: { access: superUser } },
    async () => courses.enrolledUsers(),
  );
};
