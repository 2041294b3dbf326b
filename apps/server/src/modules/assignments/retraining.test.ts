import type { CertificateVerification, CourseChanges, CourseHistory, UserCourseRecord } from '@complyra/core';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, explanationVersions, slideNarrations, tenantCourses } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { userIdOf } from '../../test/journey.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { passCourse } from '../../test/pass-course.ts';
import { insertPhishingCourse } from '../../test/quiz-course.ts';

// Retraining: a replaced deck or an approved explanation change asks the admin whether the change is
// material; if it is, the employees who completed the earlier version are re-assigned in one action, their
// earlier certificates valid until the new due date. Each certificate records its course version.
let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
let org: Awaited<ReturnType<typeof createOrganization>>;
let other: Awaited<ReturnType<typeof createOrganization>>;
beforeAll(async () => {
  t = await createAppWithCopyJob();
  const superToken = await signInSuperUser(t.app, t.database);
  org = await createOrganization(t.app, superToken, 'Retrain Works');
  other = await createOrganization(t.app, superToken, 'Retrain Elsewhere');
  await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
}, 120_000);
afterAll(() => t.close());

const base = (courseId: string, tenantId = org.tenant.id) => `/api/tenant-admin/tenants/${tenantId}/courses/${courseId}`;
const changes = async (courseId: string) =>
  (await t.app.inject({ method: 'GET', url: `${base(courseId)}/changes`, headers: bearer(org.adminToken) })).json<CourseChanges>();
const review = (courseId: string, material: boolean) =>
  t.app.inject({ method: 'POST', url: `${base(courseId)}/changes/review`, headers: bearer(org.adminToken), payload: { material } });
const retrain = (courseId: string, payload: object, token = org.adminToken, tenantId = org.tenant.id) =>
  t.app.inject({ method: 'POST', url: `${base(courseId, tenantId)}/retraining`, headers: bearer(token), payload });
const certificateOf = async (userId: string, courseId: string) =>
  (await t.database.db.select().from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .orderBy(desc(certificates.issuedAt)).limit(1))[0];
const recordOf = async (token: string, courseId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/user-dashboard/dashboard/${await userIdOf(t.app, token)}/courses`, headers: bearer(token) }))
    .json<UserCourseRecord[]>()
    .find((r) => r.courseId === courseId)!;

describe('retraining after a material change', () => {
  it('asks about a replaced deck, lists only the earlier version\'s completers and re-assigns them with a due date', async () => {
    const course = await insertPhishingCourse(t.database.db, 'Data Handling');
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    const done = await addEmployee(t.app, org.adminToken, org.tenant.id, 'dana@retrain-org.test');
    const notYet = await addEmployee(t.app, org.adminToken, org.tenant.id, 'noel@retrain-org.test');
    const doneId = await userIdOf(t.app, done);
    const notYetId = await userIdOf(t.app, notYet);
    await passCourse(t.app, t.database.db, { token: done, tenantId: org.tenant.id }, course.id);
    const earlier = (await certificateOf(doneId, course.id))!;
    expect(earlier.courseVersion).toBe(1);
    expect(await changes(course.id)).toEqual({
      courseVersion: 1, deckReplaced: false, approvedExplanations: 0, needsReview: false, outdatedCompleters: [],
    });

    // The super user replaced the deck: the catalogue course's version (bumped by the upload) is now newer than
    // the one the admin reviewed. Set from the reviewed side, since this test runs no pipeline to write the new
    // version's question bank.
    await t.database.db.update(tenantCourses).set({ reviewedDeckVersion: 0 })
      .where(and(eq(tenantCourses.tenantId, org.tenant.id), eq(tenantCourses.courseId, course.id)));
    expect(await changes(course.id)).toMatchObject({
      deckReplaced: true, needsReview: true, courseVersion: 1, outdatedCompleters: [],
    });

    const answered = await review(course.id, true);
    expect(answered.statusCode).toBe(200);
    const listed = answered.json<CourseChanges>();
    expect(listed).toMatchObject({ courseVersion: 2, deckReplaced: false, needsReview: false });
    expect(listed.outdatedCompleters.map((p) => [p.email, p.courseVersion])).toEqual([['dana@retrain-org.test', 1]]);

    const past = await retrain(course.id, { userIds: [doneId], dueDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The due date must be after today.');
    const none = await retrain(course.id, { userIds: [], dueDate: '2099-06-30' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('userIds: Choose at least one employee.');
    // Another organization's admin cannot retrain here.
    expect((await retrain(course.id, { userIds: [doneId], dueDate: '2099-06-30' }, other.adminToken)).statusCode).toBe(404);

    // Only the completers of the earlier version are re-assigned, whatever else is sent.
    const res = await retrain(course.id, { userIds: [doneId, notYetId], dueDate: '2099-06-30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reassigned: 1 });
    expect(await recordOf(done, course.id)).toMatchObject({
      progress: 0, canDownloadCertificate: false, dueAt: '2099-06-30T23:59:59.999Z', dueStatus: 'on-time',
    });
    expect(await recordOf(notYet, course.id)).toMatchObject({ progress: 0, dueAt: null });
    // The earlier certificate stays valid until the new due date, then reads expired.
    const kept = (await certificateOf(doneId, course.id))!;
    expect(kept.code).toBe(earlier.code);
    expect(new Date(kept.expiresAt!).toISOString()).toBe('2099-06-30T23:59:59.999Z');
    const verified = await t.app.inject({ method: 'GET', url: `/api/certificates/verify/${earlier.code}` });
    expect(verified.json<CertificateVerification>().status).toBe('valid');
    expect((await changes(course.id)).outdatedCompleters).toEqual([]);
    expect((await retrain(course.id, { userIds: [doneId], dueDate: '2099-06-30' })).json()).toEqual({ reassigned: 0 });

    // Passed again: the new certificate belongs to version 2; the history shows both versions.
    await passCourse(t.app, t.database.db, { token: done, tenantId: org.tenant.id }, course.id);
    expect((await certificateOf(doneId, course.id))!.courseVersion).toBe(2);
    const history = (await t.app.inject({
      method: 'GET', url: `/api/tenant-admin/tenants/${org.tenant.id}/users/${doneId}/course-history`, headers: bearer(org.adminToken),
    })).json<CourseHistory>().find((c) => c.courseId === course.id)!;
    expect(history.cycles.map((c) => [c.cycle, c.reason, c.courseVersion, c.certificates.map((x) => x.courseVersion)])).toEqual([
      [2, 'retraining', 2, [2]],
      [1, 'assigned', 1, [1]],
    ]);
    expect(history.cycles[0]!.dueAt).toBe('2099-06-30T23:59:59.999Z');
  }, 120_000);

  it('asks about an approved explanation change; a change called not material keeps the version and lists no one', async () => {
    const course = await insertPhishingCourse(t.database.db, 'Clean Desk Policy');
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    const token = await addEmployee(t.app, org.adminToken, org.tenant.id, 'cleo@retrain-org.test');
    await passCourse(t.app, t.database.db, { token, tenantId: org.tenant.id }, course.id);

    // The admin approves a rewritten explanation of one slide in the editor.
    const [narration] = await t.database.db
      .insert(slideNarrations)
      .values({ courseId: course.id, tenantId: org.tenant.id, slideNumber: 2, explanation: 'Lock your screen.', isApproved: true })
      .returning({ id: slideNarrations.id });
    await t.database.db.insert(explanationVersions).values({
      narrationId: narration!.id, explanation: 'Lock your screen.', change: 'approved', isApproved: true,
    });
    expect(await changes(course.id)).toMatchObject({ approvedExplanations: 1, needsReview: true });

    const answered = (await review(course.id, false)).json<CourseChanges>();
    expect(answered).toMatchObject({ courseVersion: 1, approvedExplanations: 0, needsReview: false, outdatedCompleters: [] });
    const refused = await review(course.id, 'yes' as unknown as boolean);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('material: Say whether the change is material.');
  }, 120_000);
});
