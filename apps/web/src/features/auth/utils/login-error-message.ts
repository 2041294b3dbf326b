import { authMessages } from '@complyra/core/auth/auth.schema';
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
  if (error instanceof ApiError && error.status !== 0) return error.message;
  if (error instanceof Error && error.message && !(error instanceof ApiError)) return error.message;
  return 'Login failed';
}
