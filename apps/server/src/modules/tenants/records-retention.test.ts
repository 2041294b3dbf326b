import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAudit, certificates, courseProgress, quizAttempts, slideProgress, tenantCourses, tenants, users } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { userIdOf } from '../../test/journey.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { passCourse } from '../../test/pass-course.ts';
import { insertPhishingCourse } from '../../test/quiz-course.ts';
import { waitFor } from '../../test/wait-for.ts';
import { findAuditEntries } from '../audit/audit.repository.ts';
import { recordsPurgeJob } from './records-purge-job.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe('a deleted organization\'s records are kept for the retention period, then removed', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  const orgs: { tenantId: string; learnerId: string }[] = [];

  const recordsOf = async (tenantId: string, learnerId: string) => ({
    users: (await t.database.db.select().from(users).where(eq(users.tenantId, tenantId))).length,
    completions: (await t.database.db.select().from(courseProgress).where(eq(courseProgress.tenantId, tenantId))).length,
    journey: (await t.database.db.select().from(slideProgress).where(eq(slideProgress.userId, learnerId))).length > 0,
    attempts: (await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.tenantId, tenantId))).length,
    certificates: (await t.database.db.select().from(certificates).where(eq(certificates.tenantId, tenantId))).length,
    assignments: (await t.database.db.select().from(tenantCourses).where(eq(tenantCourses.tenantId, tenantId))).length,
    questions: (await t.database.db.select().from(aiAudit).where(eq(aiAudit.tenantId, tenantId))).length,
  });
  const kept = { users: 2, completions: 1, journey: true, attempts: 1, certificates: 1, assignments: 1, questions: 1 };
  const removed = { users: 0, completions: 0, journey: false, attempts: 0, certificates: 0, assignments: 0, questions: 0 };
  const runPurge = async (tag: string) => {
    const jobId = await t.jobs.send(recordsPurgeJob, { day: tag }, { singletonKey: `records-purge-test-${tag}` });
    expect(jobId).toBeTruthy();
  };

  beforeAll(async () => {
    t = await createAppWithCopyJob({ env: { RECORDS_RETENTION_YEARS: '2' } });
    superToken = await signInSuperUser(t.app, t.database);
    const course = await insertPhishingCourse(t.database.db, 'Phishing Retained');
    for (const name of ['Retained Org', 'Neighbour Org']) {
      const org = await createOrganization(t.app, superToken, name);
      await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
      const learnerToken = await addEmployee(t.app, org.adminToken, org.tenant.id, `learner@${org.tenant.domain}`);
      await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
      await passCourse(t.app, t.database.db, { token: learnerToken, tenantId: org.tenant.id }, course.id);
      const learnerId = await userIdOf(t.app, learnerToken);
      // A question to the AI helper, as the trail records it.
      await t.database.db.insert(aiAudit).values({
        userId: learnerId, tenantId: org.tenant.id, question: 'What is phishing?', answer: 'A lure.', engine: 'built-in',
        sources: [], outcome: 'answered', durationMs: 5,
      });
      orgs.push({ tenantId: org.tenant.id, learnerId });
    }
  });
  afterAll(() => t.close());

  it('names the retention period the server keeps, for the super user only', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/superadmin/records-retention', headers: bearer(superToken) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ years: 2 });
    expect((await t.app.inject({ method: 'GET', url: '/api/superadmin/records-retention' })).statusCode).toBe(401);
  });

  it('keeps them until the end of the period, then removes that organization and only it', async () => {
    const [gone, neighbour] = orgs as [(typeof orgs)[0], (typeof orgs)[0]];
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/superadmin/tenant/${gone.tenantId}`, headers: bearer(superToken) });
    expect(deleted.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, gone.tenantId));
    const expected = new Date(row!.deletedAt!);
    expected.setUTCFullYear(expected.getUTCFullYear() + 2);
    expect(row?.recordsKeptUntil?.toISOString()).toBe(expected.toISOString());

    // Within the period the daily job removes nothing.
    await runPurge('within');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await recordsOf(gone.tenantId, gone.learnerId)).toEqual(kept);

    // The period ends (moved back, as two years passing would): the next run removes the organization and its records.
    await t.database.db.execute(sql`update tenants set records_kept_until = now() - interval '1 day' where id = ${gone.tenantId}`);
    await runPurge('ended');
    // The job's last step records the removal.
    const entry = await waitFor(async () => (await findAuditEntries(t.database.db, { tenantId: gone.tenantId, action: 'tenant.records.purged' }))[0]);
    expect(await t.database.db.select().from(tenants).where(eq(tenants.id, gone.tenantId))).toEqual([]);
    expect(await recordsOf(gone.tenantId, gone.learnerId)).toEqual(removed);
    expect(await recordsOf(neighbour.tenantId, neighbour.learnerId)).toEqual(kept);

    expect(entry).toMatchObject({
      action: 'tenant.records.purged',
      detail: { name: 'Retained Org', certificates: 1, attempts: 1, completions: 1 },
    });
    expect(Date.now() - entry.createdAt.getTime()).toBeLessThan(dayMs);
    // Nothing else of the organization is left in the audit log: the removal row is its last word.
    expect((await findAuditEntries(t.database.db, { tenantId: gone.tenantId })).map((e) => e.action)).toEqual(['tenant.records.purged']);
  });
});
