import { setupMessages } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/actors.ts';
import { createTestApp } from '../../test/test-app.ts';
import { SetupCode, setupLinkLine } from './setup-code.ts';

describe('first-run set-up', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const code = new SetupCode();
  const owner = { name: 'Owner', email: 'Owner@Example.com', password: 'first-password' };

  beforeAll(async () => {
    t = await createTestApp({ setupCode: code });
  });
  afterAll(() => t.close());

  it('prints a one-time link with a random code', () => {
    expect(code.value).toMatch(/^[\w-]{24}$/);
    expect(new SetupCode().value).not.toBe(code.value);
    expect(setupLinkLine('http://localhost:3000', code)).toContain(
      `http://localhost:3000/setup?code=${code.value}`,
    );
  });

  it('is open only for the printed code', async () => {
    const open = await t.app.inject({ method: 'GET', url: `/api/setup?code=${code.value}` });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ open: true });
    const wrong = await t.app.inject({ method: 'GET', url: '/api/setup?code=guess' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: setupMessages.invalidCode });
    const refused = await t.app.inject({ method: 'POST', url: '/api/setup', payload: { ...owner, code: 'guess' } });
    expect(refused.statusCode).toBe(403);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { ...owner, password: 'short', code: code.value },
    });
    expect(short.statusCode).toBe(400);
  });

  it('creates the super user, signs them in, and is gone afterwards', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/setup', payload: { ...owner, code: code.value } });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ email: 'owner@example.com', name: 'Owner', role: 'SUPER_ADMIN' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@example.com', password: owner.password },
    });
    expect(login.statusCode).toBe(200);

    const again = await t.app.inject({ method: 'GET', url: `/api/setup?code=${code.value}` });
    expect(again.statusCode).toBe(404);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { ...owner, email: 'second@example.com', code: code.value },
    });
    expect(second.statusCode).toBe(404);
  });
});

describe('set-up when the process started with a super user', () => {
  it('answers 404 (no code was ever made)', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/setup?code=anything' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: setupMessages.notAvailable });
    } finally {
      await t.close();
    }
  });
});
