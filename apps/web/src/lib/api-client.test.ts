// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';
import { acknowledgeSessionEnded, getSession, setSession } from './session';
import { signOut } from './sign-out';

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends JSON with the bearer token when signed in', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockFetch(200, { ok: true });
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/things');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = mockFetch(200, {});
    await api.get('/api/x');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('throws the body message, then error, then the default', async () => {
    mockFetch(400, { message: 'Bad input' });
    await expect(api.get('/api/x', { errorMessage: 'Failed to fetch x' })).rejects.toThrow('Bad input');
    mockFetch(409, { error: 'Conflict here' });
    await expect(api.get('/api/x', { errorMessage: 'Failed to fetch x' })).rejects.toThrow('Conflict here');
    mockFetch(500, undefined);
    const error = await api.get('/api/x', { errorMessage: 'Failed to fetch x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Failed to fetch x');
    expect((error as ApiError).status).toBe(500);
  });
});

describe('a session the server ends', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    acknowledgeSessionEnded();
  });

  const tokenFor = (role: string) =>
    `x.${btoa(JSON.stringify({ sub: 'u1', role, tenantId: 't1' })).replace(/=+$/, '')}.sig`;

  it.each([
    ['SUPER_ADMIN', '/login'],
    ['ADMIN', '/admin/login'],
    ['EMPLOYEE', '/signin'],
  ])('a 401 for the stored %s session forgets it and points at %s', async (role, href) => {
    setSession(tokenFor(role), 't1');
    mockFetch(401, { message: 'Your session has ended. Please sign in again.' });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toEqual({ token: null, tenantId: null, ended: { signInHref: href } });
  });

  it('a 401 without a stored session (a failed sign-in) ends nothing', async () => {
    mockFetch(401, { message: 'Invalid email or password. Please check your credentials.' });
    await expect(api.post('/api/auth/login', {}, { skipAuth: true })).rejects.toMatchObject({ status: 401 });
    expect(getSession().ended).toBeNull();
  });

  it('other failures keep the session and their own message', async () => {
    setSession(tokenFor('EMPLOYEE'), 't1');
    mockFetch(403, { message: 'You do not have permission to do this.' });
    await expect(api.get('/api/x')).rejects.toThrow('You do not have permission to do this.');
    expect(getSession()).toMatchObject({ token: tokenFor('EMPLOYEE'), ended: null });
  });

  it('Logout forgets the session and asks the server to revoke it', async () => {
    setSession(tokenFor('EMPLOYEE'), 't1');
    const fetchMock = mockFetch(204, undefined);
    await signOut();
    expect(getSession().token).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${tokenFor('EMPLOYEE')}`);
  });
});
