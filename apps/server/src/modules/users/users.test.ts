import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, login, signInSuperUser } from '../../test/actors.ts';
import { createTestApp } from '../../test/test-app.ts';
import { findAuditEntries } from '../audit/audit.repository.ts';
import { userServerMessages } from './users.service.ts';

describe('employees', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  const usersUrl = () => `/api/tenant-admin/tenants/${org.tenant.id}/users`;

  let superToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'People Inc');
  });
  afterAll(() => t.close());

  it('adds an employee with a password, who can then sign in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: usersUrl(),
      headers: bearer(org.adminToken),
      payload: { name: 'Ana', email: ' Ana@People.test ', password: 'ana-pass' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      name: 'Ana',
      email: 'ana@people.test',
      role: 'EMPLOYEE',
      hasPassword: true,
    });
    expect(res.json().inviteUrl).toBeUndefined();
    expect(await login(t.app, { email: 'ana@people.test', password: 'ana-pass' })).toBeTruthy();
    const dup = await t.app.inject({
      method: 'POST',
      url: usersUrl(),
      headers: bearer(org.adminToken),
      payload: { name: 'Ana', email: 'ana@people.test' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: userServerMessages.emailTaken });
  });

  it('answers an e-mail taken in another organization exactly as one taken here, naming no organization', async () => {
    const elsewhere = await createOrganization(t.app, superToken, 'Elsewhere Org');
    const res = await t.app.inject({
      method: 'POST',
      url: usersUrl(),
      headers: bearer(org.adminToken),
      payload: { name: 'Probe', email: elsewhere.admin.adminEmail },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: userServerMessages.emailTaken });
  });

  it('without a password answers a one-time invite link where the employee sets one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: usersUrl(),
      headers: bearer(org.adminToken),
      payload: { name: 'Ben', email: 'ben@people.test' },
    });
    const inviteUrl: string = res.json().inviteUrl;
    expect(inviteUrl).toMatch(/^\/invite\/[\w-]{40,}$/);
    const token = inviteUrl.split('/').at(-1);
    const info = await t.app.inject({ method: 'GET', url: `/api/auth/invites/${token}` });
    expect(info.json()).toEqual({ email: 'ben@people.test', name: 'Ben' });
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invites/accept',
      payload: { token, password: 'ben-pass' },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().token.split('.')).toHaveLength(3);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invites/accept',
      payload: { token, password: 'other-pass' },
    });
    expect(again.statusCode).toBe(404);
    expect(await login(t.app, { email: 'ben@people.test', password: 'ben-pass' })).toBeTruthy();
  });

  it('imports a CSV with a per-row result', async () => {
    const csv =
      'name,email\nCara,cara@people.test\nAna Again,ana@people.test\nBroken,not-an-email\nCara Twice,CARA@people.test\n';
    const res = await t.app.inject({
      method: 'POST',
      url: `${usersUrl()}/import`,
      headers: { ...bearer(org.adminToken), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect({ added: body.added, existing: body.existing, invalid: body.invalid }).toEqual({
      added: 1,
      existing: 2,
      invalid: 1,
    });
    expect(body.rows.map((r: { status: string }) => r.status)).toEqual([
      'added',
      'exists',
      'invalid',
      'exists',
    ]);
    expect(body.rows[0].inviteUrl).toMatch(/^\/invite\//);

    const noHeader = await t.app.inject({
      method: 'POST',
      url: `${usersUrl()}/import`,
      headers: { ...bearer(org.adminToken), 'content-type': 'text/csv' },
      payload: 'x,y\n1,2\n',
    });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toEqual({
      message: 'The CSV file needs a header row with the columns name and email.',
    });
  });

  it('lists the organization users and records additions in the audit log', async () => {
    const res = await t.app.inject({ method: 'GET', url: usersUrl(), headers: bearer(org.adminToken) });
    const emails = res.json().map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'ana@people.test',
        'ben@people.test',
        'cara@people.test',
        org.admin.adminEmail,
      ]),
    );
    const actions = (await findAuditEntries(t.database.db, { tenantId: org.tenant.id })).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user.added', 'users.imported', 'user.invite.accepted']));
  });
});
