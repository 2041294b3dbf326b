import { anonymizedEmail, anonymizedName, authMessages } from '@complyra/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, courseProgress, quizAttempts, users } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { userIdOf } from '../../test/journey.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { passCourse } from '../../test/pass-course.ts';
import { insertPhishingCourse } from '../../test/quiz-course.ts';
import { findAuditEntries } from '../audit/audit.repository.ts';

describe('deleting a person anonymizes them', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let learnerToken: string;
  let learnerId: string;
  let code: string;
  const learner = { email: 'leaver@delete-user.test', password: 'employee-pass' };

  const remove = (userId: string, token = org.adminToken, tenantId = org.tenant.id) =>
    t.app.inject({ method: 'DELETE', url: `/api/tenant-admin/tenants/${tenantId}/users/${userId}`, headers: bearer(token) });
  const recordsOf = async (userId: string) => ({
    completions: (await t.database.db.select().from(courseProgress).where(eq(courseProgress.userId, userId))).length,
    attempts: (await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId))).length,
    certificates: (await t.database.db.select().from(certificates).where(eq(certificates.userId, userId))).length,
  });

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Delete User Org');
    other = await createOrganization(t.app, superToken, 'Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    learnerToken = await addEmployee(t.app, org.adminToken, org.tenant.id, learner.email, learner.password);
    learnerId = await userIdOf(t.app, learnerToken);
    const course = await insertPhishingCourse(t.database.db, 'Phishing For Leavers');
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    ({ code } = await passCourse(t.app, t.database.db, { token: learnerToken, tenantId: org.tenant.id }, course.id));
  });
  afterAll(() => t.close());

  it('refuses another organization\'s admin and an employee, and answers 404 for someone not there', async () => {
    expect((await remove(learnerId, other.adminToken, other.tenant.id)).statusCode).toBe(404);
    expect((await remove(learnerId, other.adminToken)).statusCode).toBe(404);
    expect((await remove(learnerId, learnerToken)).statusCode).toBe(403);
    const nobody = await remove('00000000-0000-4000-8000-000000000000');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ message: 'User not found' });
    const admin = (await t.database.db.select().from(users).where(eq(users.email, org.admin.adminEmail)))[0]!;
    expect((await remove(admin.id)).statusCode).toBe(404);
  });

  it('replaces name and e-mail, ends sign-in, keeps the records and records who did it and when', async () => {
    expect(await recordsOf(learnerId)).toEqual({ completions: 1, attempts: 1, certificates: 1 });
    const before = Date.now();

    const deleted = await remove(learnerId);
    expect(deleted.statusCode).toBe(204);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, learnerId));
    expect(row).toMatchObject({ name: anonymizedName, email: anonymizedEmail(learnerId), passwordHash: null });
    expect(row?.anonymizedAt).toBeInstanceOf(Date);
    expect(await recordsOf(learnerId)).toEqual({ completions: 1, attempts: 1, certificates: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/certificates/verify/${code}` })).statusCode).toBe(200);

    // Their session ended, and neither the old nor the new address signs in.
    const profile = await t.app.inject({ method: 'GET', url: '/api/user-dashboard/profile', headers: bearer(learnerToken) });
    expect(profile.statusCode).toBe(401);
    for (const email of [learner.email, anonymizedEmail(learnerId)]) {
      const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: learner.password } });
      expect(signIn.statusCode).toBe(401);
      expect(signIn.json()).toEqual({ message: authMessages.invalidCredentials });
    }

    // Out of the Users tab, the user list and the counts.
    const usersTab = await t.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/users-progress?tenantId=${org.tenant.id}`,
      headers: bearer(org.adminToken),
    });
    expect(JSON.stringify(usersTab.json())).not.toContain(learnerId);
    const userList = await t.app.inject({ method: 'GET', url: `/api/tenant-admin/tenants/${org.tenant.id}/users`, headers: bearer(org.adminToken) });
    expect(userList.json<{ id: string }[]>().map((u) => u.id)).not.toContain(learnerId);
    const tenant = await t.app.inject({ method: 'GET', url: `/api/tenants/${org.tenant.id}`, headers: bearer(superToken) });
    expect(tenant.json()).toMatchObject({ userCount: 0 });

    // The audit row names who and when, and nothing of the person's old name or address.
    const [entry] = await findAuditEntries(t.database.db, { tenantId: org.tenant.id, action: 'user.anonymized' });
    expect(entry).toMatchObject({ actorEmail: org.admin.adminEmail, detail: { userId: learnerId } });
    expect(entry!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(entry)).not.toContain(learner.email);

    // The address is free again for someone new.
    await addEmployee(t.app, org.adminToken, org.tenant.id, learner.email, 'another-pass');
    expect((await remove(learnerId)).statusCode).toBe(404);
  });
});
