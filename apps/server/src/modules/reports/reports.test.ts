import type { ActivityEntry, Statistics, UsersProgressPage } from '@complyra/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseProgress, userCourseCounts, users } from '../../db/schema.ts';
import { selectRows } from '../../db/select-rows.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { userIdOf } from '../../test/journey.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { recordProgress } from '../progress/progress.repository.ts';

describe('admin statistics and activity', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let employeeToken: string;
  let superToken: string;
  const courses: { id: string; title: string }[] = [];

  const get = (path: string, token = org.adminToken, tenantId = org.tenant.id) =>
    t.app.inject({ method: 'GET', url: `/api/admin/dashboard/${path}?tenantId=${tenantId}`, headers: bearer(token) });
  // Progress as the player leaves it (the journey behind it is progress.test.ts's concern).
  const progress = async (token: string, courseId: string, value: number) =>
    recordProgress(t.database.db, {
      userId: await userIdOf(t.app, token),
      tenantId: org.tenant.id,
      courseId,
      progress: value,
      slideNumber: 1,
    });

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Reports Org');
    other = await createOrganization(t.app, superToken, 'Reports Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
  });
  afterAll(() => t.close());

  it('answers zeros for an organization without people or courses', async () => {
    const res = await get('statistics');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalUsers: 0,
      totalCourses: 0,
      completionRate: 0,
      trainingStatus: { completed: 0, inProgress: 0, notStarted: 0 },
      overdue: 0,
    });
    expect((await get('recent-activity')).json()).toEqual([]);
  });

  it('counts employees, enabled courses and the state of each employee-course pair', async () => {
    for (const title of ['Alpha Course', 'Beta Course', 'Gamma Course']) {
      const course = await insertReadyCourse(t.database.db, { title });
      await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
      courses.push({ id: course.id, title });
    }
    const [alpha, beta, gamma] = courses as [(typeof courses)[0], (typeof courses)[0], (typeof courses)[0]];
    const zoe = await addEmployee(t.app, org.adminToken, org.tenant.id, 'zoe@reports-org.test');
    employeeToken = await addEmployee(t.app, org.adminToken, org.tenant.id, 'adam@reports-org.test');
    await addEmployee(t.app, org.adminToken, org.tenant.id, 'idle@reports-org.test');
    // All three are called "Employee"; rename them for a readable order.
    const names: [string, string][] = [
      ['zoe@reports-org.test', 'Zoe'],
      ['adam@reports-org.test', 'Adam'],
      ['idle@reports-org.test', 'Ivy'],
    ];
    for (const [email, name] of names) {
      await t.database.db.update(users).set({ name }).where(eq(users.email, email));
    }

    await progress(employeeToken, alpha.id, 100);
    await progress(employeeToken, beta.id, 45);
    await progress(zoe, gamma.id, 10);

    const stats = (await get('statistics')).json<Statistics>();
    expect(stats).toEqual({
      totalUsers: 3,
      totalCourses: 3,
      completionRate: 11.1,
      trainingStatus: { completed: 1, inProgress: 2, notStarted: 6 },
      overdue: 0,
    });

    const page = (await get('users-progress')).json<UsersProgressPage>();
    expect(page).toMatchObject({ total: 3, page: 1, limit: 20 });
    const everyone = page.items;
    expect(everyone.map((e) => e.name)).toEqual(['Adam', 'Ivy', 'Zoe']);
    expect(everyone[0]?.courses).toEqual({
      total: 3,
      notStarted: 1,
      inProgress: 1,
      completed: 1,
      overdue: 0,
      inProgressDetails: [{ courseId: beta.id, title: 'Beta Course', progress: 45 }],
      completedDetails: [{ courseId: alpha.id, title: 'Alpha Course' }],
      notStartedDetails: [{ courseId: gamma.id, title: 'Gamma Course' }],
    });
    expect(everyone[1]).toMatchObject({ name: 'Ivy', email: 'idle@reports-org.test', lastActivityAt: null, invitePending: false });
    expect(everyone[1]?.courses.notStarted).toBe(3);

    // Zoe played last, so she leads; Ivy never played and is not listed.
    const recent = (await get('recent-activity')).json<ActivityEntry[]>();
    expect(recent.map((e) => e.name)).toEqual(['Zoe', 'Adam']);
    expect(recent[0]?.lastActivityAt).toEqual(expect.any(String));
  });

  it('leaves a deactivated course out of every figure', async () => {
    const beta = courses[1];
    await t.app.inject({
      method: 'PATCH',
      url: `/api/tenant-admin/tenants/${org.tenant.id}/courses/${beta?.id}/toggle`,
      headers: bearer(org.adminToken),
      payload: { isEnabled: false },
    });
    const stats = (await get('statistics')).json<Statistics>();
    expect(stats).toEqual({
      totalUsers: 3,
      totalCourses: 2,
      completionRate: 16.7,
      trainingStatus: { completed: 1, inProgress: 1, notStarted: 4 },
      overdue: 0,
    });
  });

  it('is for the organization\'s admin (and the super user) only', async () => {
    expect((await get('statistics', employeeToken)).statusCode).toBe(403);
    const wall = await get('users-progress', other.adminToken);
    expect(wall.statusCode).toBe(404);
    expect((await get('recent-activity', other.adminToken, other.tenant.id)).json()).toEqual([]);
  });

  it('answers the super user about a live organization only, never a deleted one', async () => {
    const gone = await createOrganization(t.app, superToken, 'Reports Deleted Org');
    for (const path of ['statistics', 'recent-activity', 'users-progress']) {
      expect((await get(path, superToken, gone.tenant.id)).statusCode).toBe(200);
    }
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/superadmin/tenant/${gone.tenant.id}`, headers: bearer(superToken) });
    expect(removed.statusCode).toBe(204);
    for (const path of ['statistics', 'recent-activity', 'users-progress']) {
      const refused = await get(path, superToken, gone.tenant.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Organization not found');
    }
  });

  it('keeps the employees\' counts right through every change of a record, a course deleted and an employee removed', async () => {
    const [alpha, beta, gamma] = courses as [(typeof courses)[0], (typeof courses)[0], (typeof courses)[0]];
    const idOf = async (email: string) =>
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
    const ivy = await idOf('idle@reports-org.test');
    const stats = async () => (await get('statistics')).json<Statistics>();
    /** What the trigger keeps must equal counting the records themselves. */
    const expectCountsMatchRecords = async () => {
      const kept = await t.database.db.select().from(userCourseCounts);
      const counted = await selectRows<{ user_id: string; completed: number; in_progress: number }>(
        t.database.db,
        sql`select user_id, count(*) filter (where progress >= 100)::int as completed,
          count(*) filter (where progress > 0 and progress < 100)::int as in_progress
          from course_progress group by user_id`,
      );
      const byUser = (rows: { userId: string; completed: number; inProgress: number }[]) =>
        Object.fromEntries(rows.filter((r) => r.completed || r.inProgress).map((r) => [r.userId, [r.completed, r.inProgress]]));
      expect(byUser(kept)).toEqual(
        byUser(counted.map((r) => ({ userId: r.user_id, completed: Number(r.completed), inProgress: Number(r.in_progress) }))),
      );
    };
    await expectCountsMatchRecords();

    const record = (courseId: string, value: number) =>
      recordProgress(t.database.db, { userId: ivy, tenantId: org.tenant.id, courseId, progress: value, slideNumber: 1 });
    await record(alpha.id, 0);
    expect((await stats()).trainingStatus).toEqual({ completed: 1, inProgress: 1, notStarted: 4 });
    await record(alpha.id, 30);
    await record(alpha.id, 60);
    expect((await stats()).trainingStatus).toEqual({ completed: 1, inProgress: 2, notStarted: 3 });
    await record(alpha.id, 100);
    expect((await stats()).trainingStatus).toEqual({ completed: 2, inProgress: 1, notStarted: 3 });
    await expectCountsMatchRecords();

    // Beta back on: Adam's 45% counts again, and the Users tab orders by it.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/tenant-admin/tenants/${org.tenant.id}/courses/${beta.id}/toggle`,
      headers: bearer(org.adminToken),
      payload: { isEnabled: true },
    });
    expect((await stats()).trainingStatus).toEqual({ completed: 2, inProgress: 2, notStarted: 5 });
    const byInProgress = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/dashboard/users-progress?tenantId=${org.tenant.id}&sort=inProgress&order=desc`,
        headers: bearer(org.adminToken),
      })
    ).json<UsersProgressPage>();
    expect(byInProgress.items.map((e) => [e.name, e.courses.inProgress])).toEqual([
      ['Adam', 1],
      ['Zoe', 1],
      ['Ivy', 0],
    ]);

    // A course deleted is retired: it leaves the figures, while its records (and so their counts) stay.
    const recordsOfGamma = async () =>
      (await t.database.db.select().from(courseProgress).where(eq(courseProgress.courseId, gamma.id))).length;
    const gammaRecords = await recordsOfGamma();
    expect(gammaRecords).toBeGreaterThan(0);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/superadmin/course/${gamma.id}`, headers: bearer(superToken) });
    expect(removed.statusCode).toBe(204);
    expect(await stats()).toMatchObject({ totalCourses: 2, trainingStatus: { completed: 2, inProgress: 1, notStarted: 3 } });
    expect(await recordsOfGamma()).toBe(gammaRecords);
    await expectCountsMatchRecords();

    // An employee deleted is anonymized: out of every figure, their records kept.
    const adam = await idOf('adam@reports-org.test');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant-admin/tenants/${org.tenant.id}/users/${adam}`,
      headers: bearer(org.adminToken),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await stats()).toMatchObject({ totalUsers: 2, trainingStatus: { completed: 1, inProgress: 0, notStarted: 3 } });
    expect((await t.database.db.select().from(courseProgress).where(eq(courseProgress.userId, adam))).length).toBeGreaterThan(0);
    await expectCountsMatchRecords();
    expect(await t.database.db.select().from(userCourseCounts).where(eq(userCourseCounts.userId, ivy))).toEqual([
      { userId: ivy, tenantId: org.tenant.id, completed: 1, inProgress: 0 },
    ]);
  });
});
