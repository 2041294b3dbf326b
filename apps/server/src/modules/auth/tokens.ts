import type { Role } from '@complyra/core';
import { jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  sub: string;
  role: Role;
  tenantId: string;
  name: string;
  /** The session row id; the token is only good while that row is live. */
  jti: string;
}

export async function signSessionToken(claims: SessionClaims, secret: Uint8Array, ttlSeconds: number) {
  return new SignJWT({ role: claims.role, tenantId: claims.tenantId, name: claims.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

// Tokens whose signature was already checked, per secret, with their expiry: every request carries its
// token, and checking an HMAC through WebCrypto costs more than the rest of a small answer. Whether the
// session is still live is asked of the database on every request all the same.
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { claims: SessionClaims; expiresAt: number }>>();
const maxRemembered = 10_000;

/** The claims of a token this server signed and that has not expired; null for anything else. */
export async function readSessionToken(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  let remembered = verifiedTokens.get(secret);
  const known = remembered?.get(token);
  if (known && known.expiresAt > Date.now()) return known.claims;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    const claims: SessionClaims = {
      sub: payload.sub,
      jti: payload.jti,
      role: payload.role as Role,
      tenantId: String(payload.tenantId),
      name: String(payload.name ?? ''),
    };
    if (typeof payload.exp === 'number') {
      if (!remembered) verifiedTokens.set(secret, (remembered = new Map()));
      // Oldest first out: a Map iterates in insertion order.
      if (remembered.size >= maxRemembered) remembered.delete(remembered.keys().next().value!);
      remembered.set(token, { claims, expiresAt: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}
