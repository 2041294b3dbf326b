import type { ContactInboxItem, ContactInboxPage } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { createTestApp } from '../../test/test-app.ts';

describe('the super user\'s contact inbox', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let superToken: string;

  const inbox = async (query = '', token = superToken) =>
    t.app.inject({ method: 'GET', url: `/api/superadmin/contact-requests?${query}`, headers: bearer(token) });
  const page = async (query = '') => (await inbox(query)).json<ContactInboxPage>();
  const mark = (id: string, read: boolean) =>
    t.app.inject({ method: 'PATCH', url: `/api/superadmin/contact-requests/${id}`, headers: bearer(superToken), payload: { read } });

  beforeAll(async () => {
    t = await createTestApp();
    superToken = await signInSuperUser(t.app, t.database);
    const posts = [
      { fullName: 'Ada Buyer', email: 'ada@buyer.test', organization: 'Buyer Inc', message: 'We need HIPAA training for 300 staff.' },
      { fullName: 'Bo Curious', email: 'bo@curious.test', organization: 'Curious LLC', message: 'Do you support SSO?' },
    ];
    for (const payload of posts) {
      const posted = await t.app.inject({ method: 'POST', url: '/api/contact/submit', payload });
      expect(posted.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('lists the messages newest first, all unread, and searches every field', async () => {
    const all = await page();
    expect(all.items.map((m) => m.fullName)).toEqual(['Bo Curious', 'Ada Buyer']);
    expect(all).toMatchObject({ total: 2, unread: 2, page: 1 });
    expect(all.items.every((m) => m.readAt === null)).toBe(true);
    expect((await page('search=hipaa')).items.map((m) => m.email)).toEqual(['ada@buyer.test']);
    expect((await page('search=curious%20llc')).items.map((m) => m.email)).toEqual(['bo@curious.test']);
    expect((await page('search=nobody')).total).toBe(0);
  });

  it('marks a message read and unread again, and filters by it', async () => {
    const [bo] = (await page()).items as [ContactInboxItem];
    const read = await mark(bo.id, true);
    expect(read.statusCode).toBe(200);
    expect(read.json<ContactInboxItem>().readAt).toEqual(expect.any(String));
    expect((await page('filter=unread')).items.map((m) => m.fullName)).toEqual(['Ada Buyer']);
    expect((await page('filter=read')).items.map((m) => m.fullName)).toEqual(['Bo Curious']);
    expect((await page()).unread).toBe(1);
    expect((await mark(bo.id, false)).json<ContactInboxItem>().readAt).toBeNull();
    expect((await page()).unread).toBe(2);
    const missing = await mark('00000000-0000-4000-8000-000000000000', true);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Message not found' }]);
  });

  it('is the super user\'s only', async () => {
    const org = await createOrganization(t.app, superToken, 'Inbox Org');
    expect((await inbox('', org.adminToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/superadmin/contact-requests' })).statusCode).toBe(401);
    expect((await inbox('filter=spam')).statusCode).toBe(400);
  });
});
