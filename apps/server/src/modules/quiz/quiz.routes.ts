import {
  attemptIdParamsSchema,
  bankQuestionParamsSchema,
  editBankQuestionSchema,
  generatedQuizSchema,
  generateMcqSchema,
  hintRequestSchema,
  hintSchema,
  latestAttemptQuerySchema,
  questionBankSchema,
  quizResultSchema,
  submitQuizSchema,
  tenantCourseParamsSchema,
} from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import type { QuestionWriter } from './question-writer.ts';
import { editBankQuestion, getQuestionBank } from './question-bank.service.ts';
import { latestResult, startAttempt, submitAttempt, useHint } from './quiz.service.ts';

// The assessment belongs to the people of an organization who took the course.
const learners = ['ADMIN', 'EMPLOYEE'] as const;

export const quizRoutes: FastifyPluginAsyncZod<{ storage: FileStorage; writeQuestions: QuestionWriter }> = async (app,
  options) => {
  const hold = app.env.NODE_ENV === 'test' ? app.env.TEST_HOLD_BEFORE_CERTIFICATE_MS : undefined;
  // Tests only: a crash test kills the server while it holds here, between the stored pass and its certificate.
  const afterAttemptStored = hold ? async (attemptId: string) => {
    app.log.warn({ attemptId }, 'passing attempt stored; holding before its certificate');
    await new Promise((resolve) => setTimeout(resolve, hold));
  } : undefined;
  const deps = () => ({ db: app.database.db, storage: options.storage, jobs: app.jobs, writeQuestions: options.writeQuestions,
    afterAttemptStored });
  // Links inside the certificate (its QR code) must work from a phone: the public address when set.
  const publicBase = (request: { protocol: string; host: string }) => app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  app.post(
    '/ai/generate_mcq',
    {
      schema: { body: generateMcqSchema, response: { 200: generatedQuizSchema } },
      config: { access: { roles: learners, tenant: { in: 'body', key: 'tenant_id' } } },
    },
    async (request) => startAttempt(deps(), requireCaller(request), request.body),
  );

  app.post(
    '/quiz/attempts/:attemptId/hint',
    { schema: { params: attemptIdParamsSchema, body: hintRequestSchema, response: { 200: hintSchema } },
      config: { access: { roles: learners } } },
    async (request) => useHint(app.database.db, requireCaller(request), request.params.attemptId, request.body.number),
  );

  app.post(
    '/quiz/attempts/:attemptId/submit',
    { schema: { params: attemptIdParamsSchema, body: submitQuizSchema, response: { 200: quizResultSchema } },
      config: { access: { roles: learners } } },
    async (request) => submitAttempt(deps(), requireCaller(request), request.params.attemptId, request.body.answers,
      publicBase(request)),
  );

  app.get(
    '/quiz/attempts/latest',
    { schema: { querystring: latestAttemptQuerySchema, response: { 200: quizResultSchema } },
      config: { access: { roles: learners } } },
    async (request) => latestResult(app.database.db, requireCaller(request), request.query.courseId),
  );

  // A course's question bank: only an admin of the organization named in the path (another organization's 404, an employee 403).
  const organizationAdmin = { roles: ['ADMIN'], tenant: { in: 'params', key: 'tenantId' } } as const;

  app.get(
    '/tenant-admin/tenants/:tenantId/courses/:courseId/questions',
    { schema: { params: tenantCourseParamsSchema, response: { 200: questionBankSchema } },
      config: { access: organizationAdmin } },
    async (request) => getQuestionBank(app.database.db, requireCaller(request), request.params.tenantId, request.params.courseId),
  );

  app.patch(
    '/tenant-admin/tenants/:tenantId/courses/:courseId/questions/:questionId',
    { schema: { params: bankQuestionParamsSchema, body: editBankQuestionSchema, response: { 200: questionBankSchema } },
      config: { access: organizationAdmin } },
    async (request) => editBankQuestion(app.database.db, requireCaller(request), request.params, request.body),
  );
};
