import { authMessages, type GeneratedQuiz, type QuizResult } from '@complyra/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, courseProgress, quizAttempts, tenants, users } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { finishCourse } from '../../test/journey.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { insertPhishingCourse } from '../../test/quiz-course.ts';

describe('deleting an organization keeps its records', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let employeeToken: string;
  let course: { id: string };
  const employee = { email: 'learner@delete-org.test', password: 'employee-pass' };

  const get = (url: string, token = superToken) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const idsOf = async (url: string) => (await get(url)).json<{ id: string }[]>().map((o) => o.id);
  const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/superadmin/tenant/${id}`, headers: bearer(superToken) });
  const countRows = async (table: typeof courseProgress | typeof quizAttempts | typeof certificates | typeof users) =>
    (await t.database.db.select().from(table).where(eq(table.tenantId, org.tenant.id))).length;

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Delete Me Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    employeeToken = await addEmployee(t.app, org.adminToken, org.tenant.id, employee.email, employee.password);
    course = await insertPhishingCourse(t.database.db, 'Phishing Kept For Audit');
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
  });
  afterAll(() => t.close());

  it('deactivates and hides the organization, ends its sign-ins and keeps progress, attempts and certificates', async () => {
    // A learner who finished the course and passed its quiz: a certificate exists.
    await finishCourse(t.app, t.database.db, { token: employeeToken, tenantId: org.tenant.id }, course.id);
    const quiz = (
      await t.app.inject({
        method: 'POST',
        url: '/api/ai/generate_mcq',
        headers: bearer(employeeToken),
        payload: { course_id: course.id, tenant_id: org.tenant.id, presentation_url: 'ignored' },
      })
    ).json<GeneratedQuiz>();
    const [attempt] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, quiz.attemptId));
    const answers = Object.fromEntries(attempt!.questions.map((q) => [String(q.number), q.correctAnswer]));
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/quiz/attempts/${quiz.attemptId}/submit`,
      headers: bearer(employeeToken),
      payload: { answers },
    });
    const code = submitted.json<QuizResult>().certificate!.code;
    const before = { totals: (await get('/api/superadmin/summary')).json<{ totalOrganizations: number; totalUsers: number }>() };
    expect(await idsOf('/api/tenants')).toContain(org.tenant.id);

    const deleted = await remove(org.tenant.id);
    expect(deleted.statusCode).toBe(204);

    // Gone from every list and total at once.
    for (const list of ['/api/tenants', '/api/superadmin/tenants/active', '/api/superadmin/tenants/inactive', '/api/superadmin/tenants/recent']) {
      expect(await idsOf(list)).not.toContain(org.tenant.id);
    }
    const paged = (await get('/api/superadmin/tenants/inactive?page=1&limit=50&search=Delete%20Me')).json<{ total: number }>();
    expect(paged.total).toBe(0);
    const after = (await get('/api/superadmin/summary')).json<{ totalOrganizations: number; totalUsers: number }>();
    expect(after.totalOrganizations).toBe(before.totals.totalOrganizations - 1);
    expect(after.totalUsers).toBe(before.totals.totalUsers - 1);
    const enrolled = (await get('/api/superadmin/courses/enrolled-users')).json<{ courseId: string; totalEnrolledUsers: number }[]>();
    expect(enrolled.find((c) => c.courseId === course.id)?.totalEnrolledUsers).toBe(0);
    expect((await get(`/api/tenants/${org.tenant.id}`)).statusCode).toBe(404);

    // Its sessions ended and nobody of it can sign in again.
    expect((await get('/api/user-dashboard/profile', employeeToken)).statusCode).toBe(401);
    expect((await get(`/api/tenants/${org.tenant.id}`, org.adminToken)).statusCode).toBe(401);
    for (const person of [{ email: org.admin.adminEmail, password: org.admin.adminPassword }, employee]) {
      const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: person });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json()).toEqual({ message: authMessages.organizationInactive });
    }

    // Nothing was removed: the organization row, its people and their records stay for audit.
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, org.tenant.id));
    expect(row).toMatchObject({ status: 'inactive', name: 'Delete Me Org' });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await countRows(users)).toBe(2);
    expect(await countRows(courseProgress)).toBe(1);
    expect(await countRows(quizAttempts)).toBe(1);
    expect(await countRows(certificates)).toBe(1);
    const verify = await t.app.inject({ method: 'GET', url: `/api/certificates/verify/${code}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ code, organization: 'Delete Me Org', courseTitle: 'Phishing Kept For Audit', status: 'valid' });
  });

  it('answers 404 for an organization already deleted, and it cannot be activated again', async () => {
    const again = await remove(org.tenant.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Organization not found' });
    const activate = await t.app.inject({
      method: 'PATCH',
      url: `/api/superadmin/tenants/${org.tenant.id}/activate`,
      headers: bearer(superToken),
    });
    expect(activate.statusCode).toBe(404);
    // Nor can the super user manage its people any more.
    const people = await get(`/api/tenant-admin/tenants/${org.tenant.id}/users`);
    expect(people.statusCode).toBe(404);
    expect(people.json()).toEqual({ message: 'Organization not found' });
  });
});
