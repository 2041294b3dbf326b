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

/** The claims of a token this server signed and that has not expired; null for anything else. */
export async function readSessionToken(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return {
      sub: payload.sub,
      jti: payload.jti,
      role: payload.role as Role,
      tenantId: String(payload.tenantId),
      name: String(payload.name ?? ''),
    };
  } catch {
    return null;
  }
}
