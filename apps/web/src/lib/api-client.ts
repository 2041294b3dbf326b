import { takeEarlyAnswer } from './early-answers';
import { endSession, getToken } from './session';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type RequestOptions = Omit<RequestInit, 'body'> & {
  /** Plain objects are sent as JSON; FormData, Blob and strings go as they are. */
  body?: unknown;
  /** Message used when the server gives none. */
  errorMessage?: string;
  /** Skip the bearer header even when signed in. */
  skipAuth?: boolean;
};

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

function messageFrom(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Same-origin fetch for /api/... paths; the dev server proxies them to the backend. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, errorMessage = 'Request failed', skipAuth = false, headers: initHeaders, ...init } = options;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  const token = skipAuth ? null : getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

  let requestBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }

  let response: Response;
  try {
    // The first screen's data may already be on its way (first-screen.js): a failed early answer is asked again.
    const early = init.method === 'GET' && !skipAuth ? takeEarlyAnswer(path, token) : null;
    response = (await early?.catch(() => null)) ?? (await fetch(path, { ...init, headers, body: requestBody }));
  } catch {
    throw new ApiError(errorMessage, 0, null);
  }

  // The stored session expired or was revoked: every screen sends the user to sign in again.
  if (response.status === 401 && token) endSession(token);
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(messageFrom(data) ?? errorMessage, response.status, data);
  return data as T;
}

/** Why the server refused a request (a 4xx with its message), to show beside a screen's own failure text. */
export function refusalReason(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiFetch<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiFetch<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiFetch<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiFetch<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: RequestOptions) => apiFetch<T>(path, { ...options, method: 'DELETE' }),
};
