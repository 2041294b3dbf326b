// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';

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
