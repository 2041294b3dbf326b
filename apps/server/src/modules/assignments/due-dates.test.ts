import type { CoursePropertiesResponse, Statistics, TenantCourse, UserCourseRecord, UsersProgressPage } from '@complyra/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAttempts, tenantCourses, users } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';

// A course may be due by a date, or within N days of an employee being added (the onboarding window);
// each employee's record says when it is due for them and whether they are on time.
const dayMs = 24 * 60 * 60 * 1000;
let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
let org: Awaited<ReturnType<typeof createOrganization>>;
beforeAll(async () => {
  t = await createAppWithCopyJob();
  const superToken = await signInSuperUser(t.app, t.database);
  org = await createOrganization(t.app, superToken, 'Due Org');
  await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
});
afterAll(() => t.close());

const properties = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/tenant-admin/courses/properties',
    headers: bearer(org.adminToken),
    payload: { tenantId: org.tenant.id, mandatory: true, skippable: false, retryType: 'SAME', pocs: [], ...payload },
  });
const recordsOf = async (token: string) => {
  const me = (await t.app.inject({ method: 'GET', url: '/api/user-dashboard/profile', headers: bearer(token) })).json<{ id: string }>();
  const res = await t.app.inject({ method: 'GET', url: `/api/user-dashboard/dashboard/${me.id}/courses`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return { id: me.id, records: res.json<UserCourseRecord[]>() };
};

describe('due dates on an organization\'s courses', () => {
  it('sets, keeps and clears a due rule; refuses a date and a number of days at once', async () => {
    const course = await insertReadyCourse(t.database.db, { title: 'Due Rules' });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id, { dueDays: 30 });
    const list = (await t.app.inject({ method: 'GET', url: `/api/tenant-admin/tenants/${org.tenant.id}/courses`, headers: bearer(org.adminToken) }))
      .json<TenantCourse[]>();
    expect(list.find((c) => c.courseId === course.id)).toMatchObject({ dueDate: null, dueDays: 30 });

    const kept = await properties({ courseId: course.id, mandatory: false });
    expect(kept.json<CoursePropertiesResponse>()).toMatchObject({ mandatory: false, dueDate: null, dueDays: 30 });
    const dated = await properties({ courseId: course.id, dueDate: '2027-03-31' });
    expect(dated.json<CoursePropertiesResponse>()).toMatchObject({ dueDate: '2027-03-31', dueDays: null });
    const cleared = await properties({ courseId: course.id, dueDate: null });
    expect(cleared.json<CoursePropertiesResponse>()).toMatchObject({ dueDate: null, dueDays: null });

    const both = await properties({ courseId: course.id, dueDate: '2027-03-31', dueDays: 10 });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Choose a due date or a number of days, not both.');
    const badDays = await properties({ courseId: course.id, dueDays: 0 });
    expect(badDays.statusCode).toBe(400);
    expect(badDays.json().message).toBe('dueDays: Days must be a whole number from 1 to 730.');
    const badDate = await properties({ courseId: course.id, dueDate: '31/03/2027' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('dueDate: Enter the due date as a date (YYYY-MM-DD).');
  });

  it('gives each employee their own date within the window, says who is overdue, and lists overdue mandatory courses first', async () => {
    const optional = await insertReadyCourse(t.database.db, { title: 'Optional Reading' });
    const windowed = await insertReadyCourse(t.database.db, { title: 'Onboarding Security' });
    const fixed = await insertReadyCourse(t.database.db, { title: 'Annual Code of Conduct' });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, optional.id, { mandatory: false });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, windowed.id, { dueDays: 10 });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, fixed.id, { dueDate: '2099-12-31' });
    // The course was assigned 30 days ago; the veteran was added 20 days ago, the newcomer today.
    await t.database.db.update(tenantCourses).set({ assignedAt: sql`now() - interval '30 days'` })
      .where(and(eq(tenantCourses.tenantId, org.tenant.id), eq(tenantCourses.courseId, windowed.id)));
    const veteran = await addEmployee(t.app, org.adminToken, org.tenant.id, 'veteran@due-org.test');
    const newcomer = await addEmployee(t.app, org.adminToken, org.tenant.id, 'newcomer@due-org.test');
    const { id: veteranId } = await recordsOf(veteran);
    await t.database.db.update(users).set({ createdAt: sql`now() - interval '20 days'` }).where(eq(users.id, veteranId));

    const old = (await recordsOf(veteran)).records.filter((r) => [optional.id, windowed.id, fixed.id].includes(r.courseId));
    // The overdue mandatory course comes first; the others keep the order they were assigned in.
    expect(old.map((r) => [r.courseId, r.dueStatus])).toEqual([
      [windowed.id, 'overdue'],
      [optional.id, 'none'],
      [fixed.id, 'on-time'],
    ]);
    const windowDue = Date.parse(old[0]!.dueAt!);
    expect(Math.abs(windowDue - (Date.now() - 10 * dayMs))).toBeLessThan(60_000);
    expect(old[2]!.dueAt).toBe('2099-12-31T23:59:59.999Z');

    const fresh = (await recordsOf(newcomer)).records.find((r) => r.courseId === windowed.id)!;
    expect(fresh.dueStatus).toBe('on-time');
    expect(Math.abs(Date.parse(fresh.dueAt!) - (Date.now() + 10 * dayMs))).toBeLessThan(60_000);

    // The admin's figures: one overdue pair in the organization, on the veteran's row.
    const report = (path: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/dashboard/${path}tenantId=${org.tenant.id}`, headers: bearer(org.adminToken) });
    expect((await report('statistics?')).json<Statistics>().overdue).toBe(1);
    const rows = (await report('users-progress?limit=50&')).json<UsersProgressPage>().items;
    expect(rows.map((row) => [row.email, row.courses.overdue])).toEqual([
      ['newcomer@due-org.test', 0],
      ['veteran@due-org.test', 1],
    ]);

    // Passing the quiz completes the course: late, and no longer overdue anywhere.
    await t.database.db.insert(quizAttempts).values({
      tenantId: org.tenant.id, userId: veteranId, courseId: windowed.id, courseVersion: 1, retryType: 'FIRST', questions: [], passed: true,
    });
    expect((await report('statistics?')).json<Statistics>().overdue).toBe(0);
    const afterPass = (await report('users-progress?limit=50&')).json<UsersProgressPage>().items;
    expect(afterPass.map((row) => row.courses.overdue)).toEqual([0, 0]);
    expect((await recordsOf(veteran)).records.find((r) => r.courseId === windowed.id)?.dueStatus).toBe('completed-on-time');
  });
});
