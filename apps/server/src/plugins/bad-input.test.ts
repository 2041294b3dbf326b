import { textMessages } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, signInSuperUser } from '../test/actors.ts';
import { completeDetails } from '../test/organization.ts';
import { createTestApp } from '../test/test-app.ts';

// Text the database cannot store (NUL, half a surrogate pair) or should not (1 MB) answers 400, not 500.
describe('bad text in requests', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;

  beforeAll(async () => {
    t = await createTestApp();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Bad Input Org');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });

  const cases = (nul: string) => [
    { url: '/api/auth/login', body: { email: `a${nul}@x.test`, password: 'secret1' } },
    { url: '/api/auth/login', body: { email: 'a@x.test', password: `se${nul}cret` } },
    { url: '/api/tenants', token: 'super', body: { name: `Org${nul}`, domain: 'nul.test', adminEmail: 'a@nul.test', adminPassword: 'good-pass-1' } },
    { url: '/api/contact/submit', body: { fullName: `Ann${nul}`, email: 'ann@x.test', organization: 'Acme', message: 'Hello' } },
    { url: '/api/contact/submit', body: { fullName: 'Ann', email: 'ann@x.test', organization: 'Acme', message: `Hel${nul}lo` } },
    { url: 'details', token: 'admin', body: { ...completeDetails, ceoName: `Carl${nul}` } },
  ];

  for (const [label, bad] of [
    ['a NUL byte', '\u0000'],
    ['an unpaired surrogate', '\uD800'],
  ] as const) {
    it(`refuses ${label} in text fields with 400`, async () => {
      for (const c of cases(bad)) {
        const url = c.url === 'details' ? `/api/tenants/${org.tenant.id}/details` : c.url;
        const token = c.token === 'super' ? superToken : c.token === 'admin' ? org.adminToken : undefined;
        const res = await post(url, c.body, token);
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
        expect(res.json().message).toContain(textMessages.invalidCharacters);
      }
    });
  }

  it('accepts characters outside the basic plane (a paired surrogate)', async () => {
    const res = await post('/api/contact/submit', { fullName: 'Ann 😀', email: 'ann@x.test', organization: 'Acme', message: 'Hi 😀' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a 1 MB login e-mail with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${'a'.repeat(1000 * 1000)}@x.test`, password: 'secret1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`email: ${textMessages.tooLong(320)}`);
  });
});
