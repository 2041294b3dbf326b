import { useSyncExternalStore } from 'react';

import { paths, ROLES } from '../config/paths';
import { storageKeys } from './storage-keys';

export const TOKEN_KEY = storageKeys.token;
export const TENANT_ID_KEY = storageKeys.tenantId;

/** Set when the server refused the stored session (expired or revoked): where to sign in again. */
export type SessionEnded = { signInHref: string };

export type Session = { token: string | null; tenantId: string | null; ended: SessionEnded | null };

export type TokenClaims = {
  role: string | null;
  tenantId: string;
  userId: string | null;
  [claim: string]: unknown;
};

const listeners = new Set<() => void>();

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/*
 * The end of a session is kept in this tab's session storage too: a reload between the moment a refused call
 * forgets the token and the moment the sign-in page shows must still lead to the user's own sign-in (an admin to
 * /admin/login), not to the guard's default for a visitor with no token.
 */
function readEnded(): SessionEnded | null {
  try {
    const signInHref = window.sessionStorage.getItem(storageKeys.sessionEndedSignIn);
    return signInHref ? { signInHref } : null;
  } catch {
    return null;
  }
}

function writeEnded(value: SessionEnded | null): void {
  ended = value;
  try {
    if (value) window.sessionStorage.setItem(storageKeys.sessionEndedSignIn, value.signInHref);
    else window.sessionStorage.removeItem(storageKeys.sessionEndedSignIn);
  } catch {
    // Storage blocked: the end is still known until the page reloads.
  }
}

// useSyncExternalStore needs a stable snapshot: hand back the same object until storage changes.
let snapshot: Session = { token: null, tenantId: null, ended: null };
let ended: SessionEnded | null = typeof window === 'undefined' ? null : readEnded();
function readSession(): Session {
  const token = readStorage(TOKEN_KEY);
  const tenantId = readStorage(TENANT_ID_KEY);
  if (token !== snapshot.token || tenantId !== snapshot.tenantId || ended !== snapshot.ended) {
    snapshot = { token, tenantId, ended };
  }
  return snapshot;
}

function notify() {
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return readSession();
}

export function getToken(): string | null {
  return readSession().token;
}

/** Signs in: token and tenant id are always written together. */
export function setSession(token: string, tenantId: string): void {
  writeEnded(null);
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(TENANT_ID_KEY, tenantId);
  notify();
}

/** The sign-in page for a role: super user /login, admin /admin/login, employee the landing page's sign-in. */
export function signInHrefFor(role: string | null | undefined): string {
  if (role === ROLES.superAdmin) return paths.login.getHref();
  if (role === ROLES.admin) return paths.adminLogin.getHref();
  return paths.signin.getHref();
}

/**
 * The server answered 401 to a call made with `token`: the session expired or was revoked. Forget it
 * and remember where to sign in again (the layout sends the user there with the message). A 401 for a
 * token that is no longer the stored one (already signed out or in again) changes nothing.
 */
export function endSession(token: string): void {
  if (readSession().token !== token) return;
  writeEnded({ signInHref: signInHrefFor(tryDecodeToken(token)?.role) });
  clearSession();
}

/** The layout has sent the user to sign in again: the redirect is done. */
export function acknowledgeSessionEnded(): void {
  if (!ended) return;
  writeEnded(null);
  notify();
}

/** Signs out: both keys go together. */
export function clearSession(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(TENANT_ID_KEY);
  notify();
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function asId(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/**
 * Reads the JWT payload in the browser. There is no signature check here: the server verifies
 * every call; the client only needs the claims to choose screens.
 */
export function decodeToken(token: string): TokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('Invalid token format');
  let payload: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(parts[1] ?? ''));
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
    payload = parsed as Record<string, unknown>;
  } catch {
    throw new Error('Invalid token format');
  }
  const tenantId = asId(payload.tenantId);
  if (!tenantId) throw new Error('No tenant ID found in token');
  return {
    ...payload,
    role: typeof payload.role === 'string' ? payload.role : null,
    tenantId,
    userId: asId(payload.sub) ?? asId(payload.id) ?? asId(payload.userId),
  };
}

/** Like decodeToken but answers null instead of throwing. */
export function tryDecodeToken(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    return decodeToken(token);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === TENANT_ID_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot: Session = { token: null, tenantId: null, ended: null };

export function useSession() {
  const session = useSyncExternalStore(subscribe, readSession, () => serverSnapshot);
  return {
    ...session,
    isSignedIn: Boolean(session.token && session.tenantId),
    claims: tryDecodeToken(session.token),
    setSession,
    clearSession,
  };
}
