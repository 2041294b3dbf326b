import type { CertificateVerification, CourseHistory, CoursePropertiesResponse, UserCourseRecord } from '@complyra/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { finishCourse, userIdOf } from '../../test/journey.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { passCourse } from '../../test/pass-course.ts';
import { insertPhishingCourse } from '../../test/quiz-course.ts';
import { listOutboxMessages } from '../mail/mail.repository.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { runDailySweep } from '../mail/daily-sweep.ts';

// Recertification: a course that recurs gives certificates that expire; at expiry the verification page
// says so, the course re-opens for a new cycle with its own due date, and the earlier cycle is kept.
const dayMs = 24 * 60 * 60 * 1000;
let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
let org: Awaited<ReturnType<typeof createOrganization>>;
let other: Awaited<ReturnType<typeof createOrganization>>;
let mail: MailOutbox;
beforeAll(async () => {
  t = await createAppWithCopyJob();
  const superToken = await signInSuperUser(t.app, t.database);
  org = await createOrganization(t.app, superToken, 'Recert Works');
  other = await createOrganization(t.app, superToken, 'Recert Elsewhere');
  await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
  mail = { db: t.database.db, jobs: t.jobs, sending: false, publicBase: 'https://training.example.com', onJobError: () => {} };
}, 120_000);
afterAll(() => t.close());

const records = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/user-dashboard/dashboard/${await userIdOf(t.app, token)}/courses`, headers: bearer(token) })
  ).json<UserCourseRecord[]>();
const recordOf = async (token: string, courseId: string) => (await records(token)).find((r) => r.courseId === courseId);
const verify = async (code: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/certificates/verify/${code}` })).json<CertificateVerification>();
const latestCertificate = async (userId: string, courseId: string) =>
  (await t.database.db.select().from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .orderBy(desc(certificates.issuedAt)).limit(1))[0]!;
const history = (token: string, tenantId: string, userId: string) =>
  t.app.inject({ method: 'GET', url: `/api/tenant-admin/tenants/${tenantId}/users/${userId}/course-history`, headers: bearer(token) });

describe('recurring courses', () => {
  it('sets a recurrence beside the due rule, keeps it when left out, and refuses other periods', async () => {
    const course = await insertPhishingCourse(t.database.db, 'Recurrence Rules');
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id, { recurMonths: 12 });
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/tenant-admin/courses/properties',
        headers: bearer(org.adminToken),
        payload: { tenantId: org.tenant.id, courseId: course.id, mandatory: true, skippable: false, retryType: 'SAME', pocs: [], ...payload },
      });
    expect((await patch({ dueDays: 10 })).json<CoursePropertiesResponse>()).toMatchObject({ dueDays: 10, recurMonths: 12 });
    expect((await patch({ recurMonths: 36 })).json<CoursePropertiesResponse>()).toMatchObject({ dueDays: 10, recurMonths: 36 });
    expect((await patch({ recurMonths: null })).json<CoursePropertiesResponse>()).toMatchObject({ recurMonths: null });
    const refused = await patch({ recurMonths: 5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('recurMonths: Recurrence must be every 6, 12, 24 or 36 months.');
  });

  it('expires the certificate after its period, re-opens the course with a new due date and keeps the earlier cycle', async () => {
    const course = await insertPhishingCourse(t.database.db, 'Annual Phishing');
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id, { recurMonths: 12, dueDays: 14 });
    const token = await addEmployee(t.app, org.adminToken, org.tenant.id, 'rita@recert-org.test');
    const userId = await userIdOf(t.app, token);
    const learner = { token, tenantId: org.tenant.id };

    await passCourse(t.app, t.database.db, learner, course.id);
    const first = await latestCertificate(userId, course.id);
    // Written when issued: twelve calendar months after the issue.
    const issued = new Date(first.issuedAt);
    const expected = new Date(issued);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(new Date(first.expiresAt!).toISOString()).toBe(expected.toISOString());
    expect(first.courseVersion).toBe(1);
    expect((await verify(first.code)).status).toBe('valid');
    expect(await recordOf(token, course.id)).toMatchObject({ progress: 100, canDownloadCertificate: true });

    // Thirty days before the expiry the holder is told, once.
    const expiresAt = new Date(first.expiresAt!);
    const noticeDay = new Date(expiresAt.getTime() - 20 * dayMs);
    expect((await runDailySweep(mail, noticeDay)).expiring).toBe(1);
    expect((await runDailySweep(mail, new Date(noticeDay.getTime() + dayMs))).expiring).toBe(0);
    const [notice] = (await listOutboxMessages(t.database.db, org.tenant.id)).filter((m) => m.kind === 'certificate-expiring');
    const expiryDay = expiresAt.toISOString().slice(0, 10);
    expect(notice).toMatchObject({
      toEmail: 'rita@recert-org.test',
      subject: `Your certificate for "Annual Phishing" expires on ${expiryDay}`,
    });
    expect(notice!.text).toContain('https://training.example.com/dashboard');

    // The clock passes the expiry: the verification page says expired, and the day's sweep re-opens the course once.
    await t.database.db.update(certificates).set({ expiresAt: sql`now() - interval '1 hour'` }).where(eq(certificates.id, first.id));
    expect((await verify(first.code)).status).toBe('expired');
    const [again1, again2] = await Promise.all([runDailySweep(mail), runDailySweep(mail)]);
    expect(again1.reopened + again2.reopened).toBe(1);
    const reopened = (await records(token)).find((r) => r.courseId === course.id)!;
    expect(reopened).toMatchObject({
      progress: 0, canDownloadCertificate: false, certificateUrl: null, canRetakeQuiz: false, dueStatus: 'on-time',
    });
    // The new cycle starts at the expiry and is due by the course's window of days from then.
    const expiredAt = (await latestCertificate(userId, course.id)).expiresAt!;
    expect(Math.abs(Date.parse(reopened.dueAt!) - (new Date(expiredAt).getTime() + 14 * dayMs))).toBeLessThan(1000);
    const quizBeforeFinishing = await t.app.inject({
      method: 'POST', url: '/api/ai/generate_mcq', headers: bearer(token), payload: { course_id: course.id, tenant_id: org.tenant.id },
    });
    expect(quizBeforeFinishing.statusCode).toBe(403);
    expect(quizBeforeFinishing.json().message).toBe('Finish the course before taking its assessment.');

    // The second cycle is learned and passed like the first, with a certificate of its own.
    await passCourse(t.app, t.database.db, learner, course.id);
    const second = await latestCertificate(userId, course.id);
    expect(second.code).not.toBe(first.code);
    expect((await verify(second.code)).status).toBe('valid');
    expect(await recordOf(token, course.id)).toMatchObject({ progress: 100, canDownloadCertificate: true });

    // The admin sees both cycles: the earlier one's completion, attempt and (expired) certificate are kept.
    const res = await history(org.adminToken, org.tenant.id, userId);
    expect(res.statusCode).toBe(200);
    const entry = res.json<CourseHistory>().find((c) => c.courseId === course.id)!;
    expect(entry.title).toBe('Annual Phishing');
    const cycles = entry.cycles.map((c) =>
      [c.cycle, c.reason, c.endReason, c.progress, c.attempts.length, c.certificates.map((x) => x.status)]);
    expect(cycles).toEqual([
      [2, 'recertification', null, 100, 1, ['valid']],
      [1, 'assigned', 'expired', 100, 1, ['expired']],
    ]);
    expect(entry.cycles[1]!.certificates[0]!.code).toBe(first.code);
    expect(entry.cycles[1]!.completedAt).not.toBeNull();
    expect(entry.cycles[0]!.dueAt).toBe(reopened.dueAt);
    expect(entry.cycles[0]!.attempts[0]!.passed).toBe(true);
  }, 120_000);

  it('shows the history to the organization\'s admin only', async () => {
    const token = await addEmployee(t.app, org.adminToken, org.tenant.id, 'ned@recert-org.test');
    const userId = await userIdOf(t.app, token);
    expect((await history(org.adminToken, org.tenant.id, userId)).json<CourseHistory>()).toEqual([]);
    // Another organization's admin: that organization is unknown to them, and so is the employee in their own.
    const elsewhere = await history(other.adminToken, org.tenant.id, userId);
    expect(elsewhere.statusCode).toBe(404);
    const ownTenantOtherUser = await history(other.adminToken, other.tenant.id, userId);
    expect(ownTenantOtherUser.statusCode).toBe(404);
    expect(ownTenantOtherUser.json().message).toBe('User not found');
    expect((await history(token, org.tenant.id, userId)).statusCode).toBe(403);
  });

  it('does not re-open a course whose certificate has not expired, nor a one-off course', async () => {
    const course = await insertPhishingCourse(t.database.db, 'One-off Ethics');
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    const token = await addEmployee(t.app, org.adminToken, org.tenant.id, 'omar@recert-org.test');
    await passCourse(t.app, t.database.db, { token, tenantId: org.tenant.id }, course.id);
    const certificate = await latestCertificate(await userIdOf(t.app, token), course.id);
    expect(certificate.expiresAt).toBeNull();
    expect((await runDailySweep(mail)).reopened).toBe(0);
    expect((await records(token)).find((r) => r.courseId === course.id)).toMatchObject({ progress: 100 });
    expect((await finishCourse(t.app, t.database.db, { token, tenantId: org.tenant.id }, course.id)).statusCode).toBe(200);
  }, 120_000);
});
