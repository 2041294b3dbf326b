import { authMessages } from '@complyra/core/auth/auth.messages';
import { ApiError } from '../../../lib/api-client';

/** Super Admin Login and employee sign-in (spec 000 section 8): 401 and 403 have fixed wording. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return authMessages.invalidCredentials;
    if (error.status === 403) return authMessages.accessDenied;
    return error.status === 0 ? authMessages.loginFailed : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return authMessages.loginFailed;
}

/** Admin Login: the server's own error (an inactive organization says so), or 'Login failed'. */
export function adminLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error.body) ?? 'Login failed';
  if (error instanceof Error && error.message) return error.message;
  return 'Login failed';
}

/** The answer's own `error` or `message` field, when it has one. */
function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof message === 'string' && message.trim()) return message;
  return null;
}
