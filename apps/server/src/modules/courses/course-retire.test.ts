import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAuditEntries } from '../audit/audit.repository.ts';
import { certificates, courseProgress, courses, quizAttempts } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { passCourse } from '../../test/pass-course.ts';
import { insertPhishingCourse } from '../../test/quiz-course.ts';

describe('deleting a course retires it', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  let course: { id: string };
  const orgs: { tenantId: string; adminToken: string; learnerToken: string; code: string }[] = [];

  const get = (url: string, token = superToken) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const remove = () => t.app.inject({ method: 'DELETE', url: `/api/superadmin/course/${course.id}`, headers: bearer(superToken) });
  const recordsOf = async () => ({
    completions: (await t.database.db.select().from(courseProgress).where(eq(courseProgress.courseId, course.id))).length,
    attempts: (await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.courseId, course.id))).length,
    certificates: (await t.database.db.select().from(certificates).where(eq(certificates.courseId, course.id))).length,
  });

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    course = await insertPhishingCourse(t.database.db, 'Phishing Retired Later');
    // Two organizations trained on it: each learner passed and holds a certificate.
    for (const name of ['Retire Org One', 'Retire Org Two']) {
      const org = await createOrganization(t.app, superToken, name);
      await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
      const learnerToken = await addEmployee(t.app, org.adminToken, org.tenant.id, `learner@${org.tenant.domain}`);
      await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
      const { code } = await passCourse(t.app, t.database.db, { token: learnerToken, tenantId: org.tenant.id }, course.id);
      orgs.push({ tenantId: org.tenant.id, adminToken: org.adminToken, learnerToken, code });
    }
  });
  afterAll(() => t.close());

  it('keeps every organization\'s completions, attempts and certificates, and hides the course everywhere', async () => {
    expect(await recordsOf()).toEqual({ completions: 2, attempts: 2, certificates: 2 });

    const removed = await remove();
    expect(removed.statusCode).toBe(204);

    // The records stay, and the certificates still verify.
    expect(await recordsOf()).toEqual({ completions: 2, attempts: 2, certificates: 2 });
    for (const org of orgs) {
      const verify = await t.app.inject({ method: 'GET', url: `/api/certificates/verify/${org.code}` });
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toMatchObject({ code: org.code, courseTitle: 'Phishing Retired Later', status: 'valid' });
    }
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.retiredAt).toBeInstanceOf(Date);

    // Gone from the catalogue, its counts and every organization's and learner's list.
    type Listed = { id?: string; courseId?: string };
    const ids = (body: unknown) =>
      ((Array.isArray(body) ? body : (body as { items: Listed[] }).items) as Listed[]).map((c) => c.id ?? c.courseId);
    expect(ids((await get('/api/courses')).json())).not.toContain(course.id);
    expect(ids((await get('/api/courses?page=1&limit=20')).json())).not.toContain(course.id);
    expect(ids((await get('/api/superadmin/courses/enrolled-users')).json())).not.toContain(course.id);
    expect((await get('/api/superadmin/summary')).json()).toMatchObject({ totalCourses: 0 });
    for (const org of orgs) {
      for (const list of ['', '/enabled', '/disabled']) {
        const answer = await get(`/api/tenant-admin/tenants/${org.tenantId}/courses${list}`, org.adminToken);
        expect(answer.statusCode).toBe(200);
        expect(ids(answer.json())).not.toContain(course.id);
      }
      const learnerList = await get(`/api/tenant-admin/user/enabled-courses?tenantId=${org.tenantId}`, org.learnerToken);
      expect(learnerList.statusCode).toBe(200);
      expect(ids(learnerList.json())).not.toContain(course.id);
    }
    expect((await get(`/api/courses/${course.id}/content`, orgs[0]!.learnerToken)).statusCode).toBe(404);

    const [entry] = await findAuditEntries(t.database.db, { action: 'course.retired' });
    expect(entry).toMatchObject({ actorEmail: 'root@complyra.test', detail: { courseId: course.id } });
  });

  it('cannot be assigned, switched back on or deleted again', async () => {
    const org = await createOrganization(t.app, superToken, 'Retire Org Three');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    const assign = await t.app.inject({
      method: 'POST',
      url: '/api/courses/assign',
      headers: bearer(org.adminToken),
      payload: { courseId: course.id, tenantId: org.tenant.id, mandatory: true, skippable: false, retryType: 'SAME', pocs: [] },
    });
    expect(assign.statusCode).toBe(404);
    expect(assign.json()).toEqual({ message: 'Course not found' });

    const toggle = await t.app.inject({
      method: 'PATCH',
      url: `/api/tenant-admin/tenants/${orgs[0]!.tenantId}/courses/${course.id}/toggle`,
      headers: bearer(orgs[0]!.adminToken),
      payload: { isEnabled: true },
    });
    expect(toggle.statusCode).toBe(404);

    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Course not found' });
  });
});
