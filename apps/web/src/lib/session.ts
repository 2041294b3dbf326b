import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'token';
export const TENANT_ID_KEY = 'tenantId';

export type Session = { token: string | null; tenantId: string | null };

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

// useSyncExternalStore needs a stable snapshot: hand back the same object until storage changes.
let snapshot: Session = { token: null, tenantId: null };
function readSession(): Session {
  const token = readStorage(TOKEN_KEY);
  const tenantId = readStorage(TENANT_ID_KEY);
  if (token !== snapshot.token || tenantId !== snapshot.tenantId) snapshot = { token, tenantId };
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
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(TENANT_ID_KEY, tenantId);
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

const serverSnapshot: Session = { token: null, tenantId: null };

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
