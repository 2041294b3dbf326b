import { authMessages } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('answers 429 after repeated failures for one account, saying when to try again', async () => {
    const email = 'target@rate-limit.test';
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'x' },
        remoteAddress: `10.1.0.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'x' },
      remoteAddress: '10.1.0.99',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 after repeated failures from one address across accounts', async () => {
    for (let i = 0; i < 30; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `u${i}@spray.test`, password: 'x' },
        remoteAddress: '10.2.0.1',
      });
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: superUser,
      remoteAddress: '10.2.0.1',
    });
    expect(limited.statusCode).toBe(429);
  }, 60_000);

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
