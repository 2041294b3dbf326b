// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, decodeToken, endSession, getSession, setSession, tryDecodeToken } from './session';

function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('decodeToken', () => {
  it('rejects a token that is not three parts', () => {
    expect(() => decodeToken('abc')).toThrow('Invalid token format');
    expect(() => decodeToken('a.b')).toThrow('Invalid token format');
    expect(() => decodeToken('a.b.c.d')).toThrow('Invalid token format');
  });

  it('rejects a payload that is not JSON', () => {
    expect(() => decodeToken('a.%%%.c')).toThrow('Invalid token format');
  });

  it('requires a tenantId', () => {
    expect(() => decodeToken(makeToken({ sub: 'u1', role: 'ADMIN' }))).toThrow('No tenant ID found in token');
  });

  it('reads role, tenantId and the user id from sub, id or userId', () => {
    expect(decodeToken(makeToken({ sub: 'u1', role: 'ADMIN', tenantId: 't1' }))).toMatchObject({
      role: 'ADMIN',
      tenantId: 't1',
      userId: 'u1',
    });
    expect(decodeToken(makeToken({ id: 'u2', tenantId: 't1' })).userId).toBe('u2');
    expect(decodeToken(makeToken({ userId: 'u3', tenantId: 't1' })).userId).toBe('u3');
    expect(decodeToken(makeToken({ tenantId: 't1' })).userId).toBeNull();
  });

  it('decodes UTF-8 claims', () => {
    const token = makeToken({ tenantId: 't1', name: 'x' }).split('.');
    const payload = btoa(String.fromCharCode(...new TextEncoder().encode('{"tenantId":"t1","name":"Zoë"}')));
    expect(decodeToken(`${token[0]}.${payload}.${token[2]}`).name).toBe('Zoë');
  });

  it('tryDecodeToken answers null instead of throwing', () => {
    expect(tryDecodeToken('nope')).toBeNull();
    expect(tryDecodeToken(null)).toBeNull();
  });
});

describe('session storage', () => {
  afterEach(() => localStorage.clear());

  it('sets and clears token and tenantId together', () => {
    setSession('tok', 'ten');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('tenantId')).toBe('ten');
    expect(getSession()).toEqual({ token: 'tok', tenantId: 'ten', ended: null });

    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('tenantId')).toBeNull();
    expect(getSession()).toEqual({ token: null, tenantId: null, ended: null });
  });
});

describe('a session the server ended', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('still sends an admin to /admin/login after a reload, until that page is shown', async () => {
    const token = makeToken({ tenantId: 't1', role: 'ADMIN', sub: 'u1' });
    setSession(token, 't1');
    endSession(token);
    expect(getSession()).toEqual({ token: null, tenantId: null, ended: { signInHref: '/admin/login' } });

    vi.resetModules();
    const reloaded = await import('./session');
    expect(reloaded.getSession().ended).toEqual({ signInHref: '/admin/login' });
    reloaded.acknowledgeSessionEnded();
    vi.resetModules();
    expect((await import('./session')).getSession().ended).toBeNull();
  });

  it('forgets the end when someone signs in again', async () => {
    const token = makeToken({ tenantId: 't1', role: 'EMPLOYEE', sub: 'u1' });
    setSession(token, 't1');
    endSession(token);
    setSession(makeToken({ tenantId: 't1', role: 'EMPLOYEE', sub: 'u1' }), 't1');
    vi.resetModules();
    expect((await import('./session')).getSession().ended).toBeNull();
  });
});
