import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { createTestApp } from '../../test/test-app.ts';
import { findAuditEntries } from '../audit/audit.repository.ts';

describe('organizations', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let superToken: string;
  const get = (url: string, token = superToken) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp();
    superToken = await signInSuperUser(t.app, t.database);
  });
  afterAll(() => t.close());

  it('creates an organization with its admin account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: bearer(superToken),
      payload: {
        name: 'Acme Corp',
        domain: ' Acme.COM ',
        adminEmail: 'Boss@Acme.com',
        adminPassword: 'secret-one-1',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Acme Corp',
      domain: 'acme.com',
      adminEmail: 'boss@acme.com',
      status: 'active',
      // Employees only: the new organization has its admin and nobody else yet.
      userCount: 0,
      enabledCourseCount: 0,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'boss@acme.com', password: 'secret-one-1', domain: 'acme.com' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 409 for a taken domain and 400 with the form messages for bad input', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: bearer(superToken),
      payload: {
        name: 'Acme Two',
        domain: 'acme.com',
        adminEmail: 'other@acme.com',
        adminPassword: 'secret-one-1',
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'An organization with the domain acme.com already exists.' });

    const cases = [
      [
        { name: 'A', domain: 'ok.com', adminEmail: 'a@ok.com', adminPassword: 'secret-one-1' },
        'Organization name is required',
      ],
      [{ name: 'Okay', domain: 'o', adminEmail: 'a@ok.com', adminPassword: 'secret-one-1' }, 'Domain is required'],
      [
        { name: 'Okay', domain: 'ok.com', adminEmail: 'nope', adminPassword: 'secret-one-1' },
        'Invalid email address',
      ],
      [
        { name: 'Okay', domain: 'ok.com', adminEmail: 'a@ok.com', adminPassword: '123' },
        'Password must be at least 6 characters',
      ],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tenants',
        headers: bearer(superToken),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('two concurrent creations of one domain: one wins, the other gets 409', async () => {
    const body = (n: number) => ({
      name: `Race ${n}`,
      domain: 'race.test',
      adminEmail: `admin${n}@race.test`,
      adminPassword: 'secret-one-1',
    });
    const results = await Promise.all(
      [1, 2].map((n) =>
        t.app.inject({ method: 'POST', url: '/api/tenants', headers: bearer(superToken), payload: body(n) }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('lists, deactivates, activates and deletes organizations', async () => {
    const org = await createOrganization(t.app, superToken, 'Lifecycle');
    expect((await get('/api/tenants')).json().map((o: { id: string }) => o.id)).toContain(org.tenant.id);
    const recent = (await get('/api/superadmin/tenants/recent')).json();
    expect(recent.length).toBeLessThanOrEqual(3);
    expect(recent[0].id).toBe(org.tenant.id);

    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/superadmin/tenants/${org.tenant.id}/inactivate`,
      headers: bearer(superToken),
    });
    expect(off.json().status).toBe('inactive');
    expect((await get('/api/superadmin/tenants/inactive')).json().map((o: { id: string }) => o.id)).toContain(
      org.tenant.id,
    );
    expect(
      (await get('/api/superadmin/tenants/active')).json().map((o: { id: string }) => o.id),
    ).not.toContain(org.tenant.id);

    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/superadmin/tenants/${org.tenant.id}/activate`,
      headers: bearer(superToken),
    });
    expect(on.json().status).toBe('active');

    const tenant = await get(`/api/tenants/${org.tenant.id}`, org.adminToken);
    expect(tenant.statusCode).toBe(401); // deactivation ended the admin's session
    const fresh = await get(`/api/tenants/${org.tenant.id}`);
    expect(fresh.json().details).toEqual({ companyName: 'Lifecycle' });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/superadmin/tenant/${org.tenant.id}`,
      headers: bearer(superToken),
    });
    expect(del.statusCode).toBe(204);
    expect((await get(`/api/tenants/${org.tenant.id}`)).statusCode).toBe(404);

    const actions = (await findAuditEntries(t.database.db, { tenantId: org.tenant.id })).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['tenant.created', 'tenant.deactivated', 'tenant.activated', 'tenant.deleted']),
    );
  });

  it('never lists the platform tenant and answers 404 for unknown or malformed ids', async () => {
    const all = (await get('/api/tenants')).json();
    expect(all.some((o: { domain: string }) => o.domain === 'platform.complyra.local')).toBe(false);
    expect((await get('/api/tenants/not-a-uuid')).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/superadmin/tenants/00000000-0000-4000-8000-000000000000/inactivate',
      headers: bearer(superToken),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
