import { authMessages } from '@complyra/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import {
  addEmployee,
  bearer,
  createOrganization,
  login,
  signInSuperUser,
  superUser,
} from '../../test/actors.ts';
import { createTestApp } from '../../test/test-app.ts';
import { findAuditEntries } from '../audit/audit.repository.ts';

function decodeClaims(token: string) {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
}

describe('sign-in and sessions', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let superToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    superToken = await signInSuperUser(t.app, t.database);
  });
  afterAll(() => t.close());

  it('answers a JWT whose claims hold sub, role and tenantId', async () => {
    expect(superToken.split('.')).toHaveLength(3);
    const claims = decodeClaims(superToken);
    expect(claims.role).toBe('SUPER_ADMIN');
    expect(claims.tenantId).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('trims and lower-cases the e-mail', async () => {
    const token = await login(t.app, {
      email: `  ${superUser.email.toUpperCase()} `,
      password: superUser.password,
    });
    expect(decodeClaims(token).role).toBe('SUPER_ADMIN');
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    for (const body of [
      { email: superUser.email, password: 'wrong' },
      { email: 'nobody@nowhere.test', password: 'whatever' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: body,
        remoteAddress: '10.0.0.9',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: authMessages.invalidCredentials });
    }
  });

  it('checks the domain for organization users', async () => {
    const org = await createOrganization(t.app, superToken, 'Domain Check');
    const wrongDomain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: org.admin.adminEmail, password: org.admin.adminPassword, domain: 'other.test' },
    });
    expect(wrongDomain.statusCode).toBe(401);
    expect(decodeClaims(org.adminToken)).toMatchObject({ role: 'ADMIN', tenantId: org.tenant.id });
  });

  it('revokes the session on logout', async () => {
    const token = await login(t.app, superUser);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tenants', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/tenants', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: authMessages.sessionExpired });
  });

  it('refuses a session whose stored expiry has passed, though its token is still valid', async () => {
    const token = await login(t.app, superUser);
    expect((await t.app.inject({ method: 'GET', url: '/api/tenants', headers: bearer(token) })).statusCode).toBe(200);
    const { jti } = decodeClaims(token);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, jti));
    const after = await t.app.inject({ method: 'GET', url: '/api/tenants', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: authMessages.sessionExpired });
  });

  it('refuses a token signed with another key', async () => {
    const [header, payload] = superToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tenants', headers: bearer(forged) })).statusCode,
    ).toBe(401);
  });

  it('deactivating an organization ends its sessions and refuses its sign-ins with 403', async () => {
    const org = await createOrganization(t.app, superToken, 'Soon Inactive');
    const employeeToken = await addEmployee(
      t.app,
      org.adminToken,
      org.tenant.id,
      'worker@soon-inactive.test',
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/superadmin/tenants/${org.tenant.id}/inactivate`,
      headers: bearer(superToken),
    });
    expect(res.statusCode).toBe(200);
    for (const token of [org.adminToken, employeeToken]) {
      const call = await t.app.inject({
        method: 'GET',
        url: `/api/tenants/${org.tenant.id}`,
        headers: bearer(token),
      });
      expect(call.statusCode).toBe(401);
    }
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: org.admin.adminEmail, password: org.admin.adminPassword, domain: org.admin.domain },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: authMessages.organizationInactive });
  });

  const attempt = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers });

  it('does not let failures from one address lock the account out for its owner elsewhere', async () => {
    const org = await createOrganization(t.app, superToken, 'Jam Target');
    for (let i = 0; i < 6; i++) expect((await attempt(org.admin.adminEmail, 'wrong', '10.1.0.1')).statusCode).toBe(401);
    const owner = await attempt(org.admin.adminEmail, org.admin.adminPassword, '10.1.0.2');
    expect(owner.statusCode).toBe(200);
  });

  it('slows one account from one address down, then refuses that pair, saying when to try again', async () => {
    const org = await createOrganization(t.app, superToken, 'Pair Limit');
    for (let i = 0; i < 10; i++) expect((await attempt(org.admin.adminEmail, 'wrong', '10.1.1.1')).statusCode).toBe(401);
    const limited = await attempt(org.admin.adminEmail, org.admin.adminPassword, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(org.admin.adminEmail, org.admin.adminPassword, '10.1.1.2')).statusCode).toBe(200);
  }, 60_000);

  it('lets the right password in within a few seconds past the per-account ceiling', async () => {
    const org = await createOrganization(t.app, superToken, 'Account Ceiling');
    for (let i = 0; i < 22; i++) await attempt(org.admin.adminEmail, 'wrong', `10.1.2.${i}`);
    const started = Date.now();
    const owner = await attempt(org.admin.adminEmail, org.admin.adminPassword, '10.1.3.1');
    expect(owner.statusCode).toBe(200);
    // It waited the account's slow-down first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  }, 60_000);

  it('never refuses a right password from an account that has not failed from an address past its ceiling', async () => {
    const office = await createOrganization(t.app, superToken, 'Behind One Address');
    // 31 failures across accounts from one address (an office behind NAT, or a sprayer); one account thrice.
    for (let i = 0; i < 28; i++) {
      // No TRUST_PROXY: a forwarded address from the client itself is not believed.
      expect((await attempt(`u${i}@spray.test`, 'x', '10.2.0.1', { 'x-forwarded-for': `192.0.2.${i}` })).statusCode).toBe(401);
    }
    for (let i = 0; i < 3; i++) expect((await attempt('guessed@spray.test', 'x', '10.2.0.1')).statusCode).toBe(401);

    // The super user and an admin who have not failed from there get in, after the address's short wait.
    const started = Date.now();
    const superUserIn = await attempt(superUser.email, superUser.password, '10.2.0.1', { 'x-forwarded-for': '198.51.100.7' });
    expect(superUserIn.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect((await attempt(office.admin.adminEmail, office.admin.adminPassword, '10.2.0.1')).statusCode).toBe(200);
    // An account that kept failing from there is refused (sooner than below the address's ceiling).
    const guessed = await attempt('guessed@spray.test', 'x', '10.2.0.1');
    expect(guessed.statusCode).toBe(429);
    expect(guessed.json().message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
    const audit = await findAuditEntries(t.database.db, { action: 'auth.login.failure' });
    expect(audit.filter((e) => e.actorEmail?.endsWith('@spray.test')).every((e) => e.ip === '10.2.0.1')).toBe(true);
  }, 60_000);

  it('counts wrong current passwords on change-password like failed sign-ins', async () => {
    const org = await createOrganization(t.app, superToken, 'Password Guesser');
    const email = 'stolen@password-guesser.test';
    const stolen = await addEmployee(t.app, org.adminToken, org.tenant.id, email, 'right-pass-9');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(stolen),
        payload: { currentPassword, newPassword: 'taken-over-9' },
        remoteAddress: '10.4.0.1',
      });
    for (let i = 0; i < 10; i++) {
      const wrong = await change(`guess-${i}-pass`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(authMessages.wrongCurrentPassword);
    }
    const limited = await change('right-pass-9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
    // The same guesses count against signing in from that address, not from elsewhere.
    expect((await attempt(email, 'right-pass-9', '10.4.0.1')).statusCode).toBe(429);
    expect((await attempt(email, 'right-pass-9', '10.4.0.2')).statusCode).toBe(200);
  }, 60_000);

  it('refuses the most common passwords where a password is chosen', async () => {
    const org = await createOrganization(t.app, superToken, 'Common Passwords');
    const tenant = await t.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: bearer(superToken),
      payload: { name: 'Weak Org', domain: 'weak-org.test', adminEmail: 'a@weak-org.test', adminPassword: '123456' },
    });
    expect(tenant.statusCode).toBe(400);
    expect(tenant.json().message).toBe(authMessages.commonPassword);
    const employee = await t.app.inject({
      method: 'POST',
      url: `/api/tenant-admin/tenants/${org.tenant.id}/users`,
      headers: bearer(org.adminToken),
      payload: { name: 'Weak', email: 'weak@common-passwords.test', password: 'ILoveYou' },
    });
    expect(employee.statusCode).toBe(400);
    expect(employee.json().message).toBe(authMessages.commonPassword);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(org.adminToken),
      payload: { currentPassword: org.admin.adminPassword, newPassword: 'abc' },
    });
    expect(short.json().message).toBe('newPassword: Password must be at least 6 characters');
  });

  it('changes the password for any role and ends the other sessions', async () => {
    const org = await createOrganization(t.app, superToken, 'Change Password');
    const employeeEmail = 'changer@change-password.test';
    const here = await addEmployee(t.app, org.adminToken, org.tenant.id, employeeEmail, 'first-pass-9');
    const elsewhere = await login(t.app, { email: employeeEmail, password: 'first-pass-9' });
    const change = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload });

    const wrong = await change(here, { currentPassword: 'not-it-1', newPassword: 'second-pass-9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(authMessages.wrongCurrentPassword);
    const common = await change(here, { currentPassword: 'first-pass-9', newPassword: 'password1' });
    expect(common.json().message).toBe(authMessages.commonPassword);

    const ok = await change(here, { currentPassword: 'first-pass-9', newPassword: 'second-pass-9' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(authMessages.passwordChanged);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(here) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(elsewhere) })).statusCode).toBe(401);
    expect((await attempt(employeeEmail, 'first-pass-9', '10.3.0.1')).statusCode).toBe(401);
    expect((await attempt(employeeEmail, 'second-pass-9', '10.3.0.1')).statusCode).toBe(200);
    // The admin and the super user have the same route.
    const admin = await change(org.adminToken, { currentPassword: org.admin.adminPassword, newPassword: 'admin-pass-2' });
    expect(admin.statusCode).toBe(200);
  });

  it('signs out everywhere for any role', async () => {
    const first = await login(t.app, superUser);
    const second = await login(t.app, superUser);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: bearer(first) });
    expect(res.statusCode).toBe(204);
    for (const token of [first, second, superToken]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    }
    superToken = await login(t.app, superUser);
  });

  it('records sign-ins, successful and failed, in the audit log', async () => {
    const entries = await findAuditEntries(t.database.db);
    expect(entries.some((e) => e.action === 'auth.login.success' && e.actorEmail === superUser.email)).toBe(
      true,
    );
    expect(
      entries.some((e) => e.action === 'auth.login.failure' && e.actorEmail === 'nobody@nowhere.test'),
    ).toBe(true);
  });

  it('answers 400 with a message for a malformed body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.c' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('password');
  });
});
