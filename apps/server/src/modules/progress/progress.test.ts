import { authMessages, type Progress, progressMessages } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { accessMessages } from '../../access/access-messages.ts';
import { letSlidesPlay, playSlides, userIdOf as userIdIn } from '../../test/journey.ts';

const userIdOf = (t: Awaited<ReturnType<typeof createAppWithCopyJob>>, token: string) => userIdIn(t.app, token);

describe('course progress', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let alice: string;
  let bob: string;
  let outsider: string;
  let course: { id: string; slides: number };
  let disabled: { id: string };
  let unassigned: { id: string };
  let otherCourse: { id: string };

  const report = (token: string, courseId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/courses/${courseId}/update-progress`, headers: bearer(token), payload });
  const read = (token: string, userId: string, courseId: string) =>
    t.app.inject({ method: 'GET', url: `/api/courses/progress/user?userId=${userId}&courseId=${courseId}`, headers: bearer(token) });

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Progress Org');
    other = await createOrganization(t.app, superToken, 'Progress Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    await saveCompleteDetails(t.app, other.adminToken, other.tenant.id);
    alice = await addEmployee(t.app, org.adminToken, org.tenant.id, 'alice@progress-org.test');
    bob = await addEmployee(t.app, org.adminToken, org.tenant.id, 'bob@progress-org.test');
    outsider = await addEmployee(t.app, other.adminToken, other.tenant.id, 'eve@progress-other.test');
    course = { ...(await insertReadyCourse(t.database.db, { slides: 5 })), slides: 5 };
    disabled = await insertReadyCourse(t.database.db);
    unassigned = await insertReadyCourse(t.database.db);
    otherCourse = await insertReadyCourse(t.database.db);
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, disabled.id);
    await assignThroughApi(t.app, other.adminToken, other.tenant.id, otherCourse.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/tenant-admin/tenants/${org.tenant.id}/courses/${disabled.id}/toggle`,
      headers: bearer(org.adminToken),
      payload: { isEnabled: false },
    });
  });
  afterAll(() => t.close());

  it('accepts only whole percents 0-100, with the message', async () => {
    for (const progress of [-1, 101, 12.5, '50', null]) {
      const res = await report(alice, course.id, { tenantId: org.tenant.id, progress, slideNumber: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('progress: Progress must be a whole number from 0 to 100');
    }
    const noSlide = await report(alice, course.id, { tenantId: org.tenant.id, progress: 10, slideNumber: 0 });
    expect(noSlide.statusCode).toBe(400);
  });

  it('stores progress per employee and course and never lowers it', async () => {
    const first = await playSlides(t.app, t.database.db, { token: alice, tenantId: org.tenant.id }, course, 4);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ courseId: course.id, progress: 60, completed: false, lastSlide: 4 });
    const lower = await report(alice, course.id, { tenantId: org.tenant.id, progress: 20, slideNumber: 1 });
    expect(lower.json<Progress>().progress).toBe(60);
    expect(lower.json<Progress>().lastSlide).toBe(4);

    const aliceId = await userIdOf(t, alice);
    const bobId = await userIdOf(t, bob);
    expect((await read(alice, aliceId, course.id)).json<Progress>().progress).toBe(60);
    // Bob never started: 0, not an error.
    expect((await read(bob, bobId, course.id)).json()).toEqual({
      courseId: course.id,
      progress: 0,
      completed: false,
      lastSlide: null,
    });
  });

  it('keeps a completed course completed', async () => {
    const aliceId = await userIdOf(t, alice);
    await report(alice, course.id, { tenantId: org.tenant.id, progress: 80, slideNumber: 5 });
    await letSlidesPlay(t.database.db, aliceId);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/tenant-admin/tenants/${org.tenant.id}/courses/${course.id}/complete`,
      headers: bearer(alice),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ progress: 100, completed: true });
    const restart = await report(alice, course.id, { tenantId: org.tenant.id, progress: 20, slideNumber: 1 });
    expect(restart.json()).toMatchObject({ progress: 100, completed: true });
  });

  it('accepts reports only for enabled courses of the caller\'s own organization', async () => {
    const off = await report(bob, disabled.id, { tenantId: org.tenant.id, progress: 10 });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(progressMessages.courseNotAvailable);
    const none = await report(bob, unassigned.id, { tenantId: org.tenant.id, progress: 10 });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(progressMessages.courseNotAvailable);
    // Another organization's course, reported under one's own organization: not available.
    const foreign = await report(bob, otherCourse.id, { tenantId: org.tenant.id, progress: 10 });
    expect(foreign.statusCode).toBe(404);
    // Naming the other organization hits the tenant wall.
    const wall = await report(bob, otherCourse.id, { tenantId: other.tenant.id, progress: 10 });
    expect(wall.statusCode).toBe(404);
    expect(wall.json().message).toBe(authMessages.organizationNotFound);
    const completeForeign = await t.app.inject({
      method: 'POST',
      url: `/api/tenant-admin/tenants/${org.tenant.id}/courses/${disabled.id}/complete`,
      headers: bearer(bob),
    });
    expect(completeForeign.statusCode).toBe(403);
    const bySuper = await report(superToken, course.id, { tenantId: org.tenant.id, progress: 10 });
    expect(bySuper.statusCode).toBe(403);
  });

  it('records one step for many concurrent copies of a report and keeps the highest', async () => {
    await playSlides(t.app, t.database.db, { token: bob, tenantId: org.tenant.id }, course, 2);
    const reports = Array.from({ length: 40 }, (_, i) =>
      i % 2 ? { progress: 40, slideNumber: 3 } : { progress: 20, slideNumber: 2 },
    );
    const results = await Promise.all(reports.map((r) => report(bob, course.id, { tenantId: org.tenant.id, ...r })));
    expect(results.map((r) => r.statusCode)).toEqual(reports.map(() => 200));
    const bobId = await userIdOf(t, bob);
    const stored = (await read(bob, bobId, course.id)).json<Progress>();
    expect(stored.progress).toBe(40);
    expect(stored.completed).toBe(false);
  });

  it('lets an employee read only their own progress and an admin their organization\'s', async () => {
    const aliceId = await userIdOf(t, alice);
    const outsiderId = await userIdOf(t, outsider);
    const byColleague = await read(bob, aliceId, course.id);
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().message).toBe(accessMessages.ownRecordsOnly);
    const byAdmin = await read(org.adminToken, aliceId, course.id);
    expect(byAdmin.json()).toMatchObject({ progress: 100, completed: true });
    const byOtherAdmin = await read(other.adminToken, aliceId, course.id);
    expect(byOtherAdmin.statusCode).toBe(404);
    expect(byOtherAdmin.json().message).toBe(accessMessages.userNotFound);
    expect((await read(org.adminToken, outsiderId, course.id)).statusCode).toBe(404);
    expect((await read(superToken, aliceId, course.id)).json<Progress>().progress).toBe(100);
    const bad = await t.app.inject({ method: 'GET', url: '/api/courses/progress/user?userId=x', headers: bearer(alice) });
    expect(bad.statusCode).toBe(400);
  });
});
