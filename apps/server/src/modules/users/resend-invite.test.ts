import { inviteMessages } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { createTestApp } from '../../test/test-app.ts';

type ListedUser = { id: string; email: string; hasPassword: boolean; invitePending: boolean };

describe('resend invite', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let rows: { email: string; inviteUrl?: string }[];

  const usersUrl = () => `/api/tenant-admin/tenants/${org.tenant.id}/users`;
  const listUsers = async () =>
    (await t.app.inject({ method: 'GET', url: usersUrl(), headers: bearer(org.adminToken) })).json<ListedUser[]>();
  const resend = (userId: string, token = org.adminToken, tenantId = org.tenant.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/tenant-admin/tenants/${tenantId}/users/${userId}/invite`,
      headers: bearer(token),
    });
  const tokenOf = (url: string) => url.split('/').at(-1) ?? '';
  const openInvite = (url: string) => t.app.inject({ method: 'GET', url: `/api/auth/invites/${tokenOf(url)}` });

  beforeAll(async () => {
    t = await createTestApp();
    const superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Resend Org');
    other = await createOrganization(t.app, superToken, 'Resend Other Org');
    const res = await t.app.inject({
      method: 'POST',
      url: `${usersUrl()}/import`,
      headers: { ...bearer(org.adminToken), 'content-type': 'text/csv' },
      payload: 'name,email\nAna,ana@resend.test\nBen,ben@resend.test\n',
    });
    rows = res.json<{ rows: { email: string; inviteUrl?: string }[] }>().rows;
  });
  afterAll(() => t.close());

  it('lists imported employees as not having accepted their invite', async () => {
    const users = await listUsers();
    expect(users.filter((u) => u.email.endsWith('@resend.test')).map((u) => [u.email, u.invitePending])).toEqual([
      ['ana@resend.test', true],
      ['ben@resend.test', true],
    ]);
    expect(users.find((u) => u.email === org.admin.adminEmail)?.invitePending).toBe(false);
  });

  it('makes a new link and the old one stops working', async () => {
    const ana = (await listUsers()).find((u) => u.email === 'ana@resend.test')!;
    const oldUrl = rows[0]!.inviteUrl!;
    expect((await openInvite(oldUrl)).statusCode).toBe(200);

    const res = await resend(ana.id);
    expect(res.statusCode).toBe(200);
    const { inviteUrl } = res.json<{ inviteUrl: string }>();
    expect(inviteUrl).toMatch(/^\/invite\/[\w-]{40,}$/);
    expect(inviteUrl).not.toBe(oldUrl);
    expect((await openInvite(oldUrl)).statusCode).toBe(404);
    expect((await openInvite(inviteUrl)).json()).toEqual({ email: 'ana@resend.test', name: 'Ana' });

    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invites/accept',
      payload: { token: tokenOf(inviteUrl), password: 'ana-password' },
    });
    expect(accept.statusCode).toBe(200);
    expect((await listUsers()).find((u) => u.id === ana.id)).toMatchObject({ hasPassword: true, invitePending: false });

    // Once a password is set there is nothing to resend.
    const again = await resend(ana.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: inviteMessages.alreadyAccepted });
  });

  it('is only for the organization\'s own employees', async () => {
    const ben = (await listUsers()).find((u) => u.email === 'ben@resend.test')!;
    // Another organization's admin, through their own organization's address: not found.
    expect((await resend(ben.id, other.adminToken, other.tenant.id)).statusCode).toBe(404);
    // ...and through this organization's address: refused as another organization.
    expect((await resend(ben.id, other.adminToken)).statusCode).toBe(404);
    const admin = (await listUsers()).find((u) => u.email === org.admin.adminEmail)!;
    expect((await resend(admin.id)).statusCode).toBe(404);
    // Ben's original link still works: resending for someone else touched nothing.
    expect((await openInvite(rows[1]!.inviteUrl!)).statusCode).toBe(200);
  });
});
