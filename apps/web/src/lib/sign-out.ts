import { api } from './api-client';
import { clearSession, getToken } from './session';

/**
 * Ends a session on the server, so the token is refused from now on (Logout, and a session a sign-in
 * screen refuses to keep). Best effort: a failure changes nothing for the user. `keepalive` lets the
 * request finish while the page moves on.
 */
export function revokeSession(token: string): Promise<void> {
  return api
    .post('/api/auth/logout', undefined, {
      headers: { Authorization: `Bearer ${token}` },
      skipAuth: true,
      keepalive: true,
    })
    .then(
      () => undefined,
      () => undefined,
    );
}

/** Logout: the browser forgets the session at once and the server revokes it. */
export function signOut(): Promise<void> {
  const token = getToken();
  clearSession();
  return token ? revokeSession(token) : Promise.resolve();
}
