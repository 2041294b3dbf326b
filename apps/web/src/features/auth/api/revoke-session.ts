import { api } from '../../../lib/api-client';

/**
 * Ends a session the screen refuses to keep (a non-super-admin on Super Admin Login, an unknown role on
 * Admin Login), so the token does not stay valid on the server. Best effort: a failure changes nothing
 * for the user.
 */
export function revokeSession(token: string): Promise<void> {
  return api
    .post('/api/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` }, skipAuth: true })
    .then(
      () => undefined,
      () => undefined,
    );
}
