import { authMessages, type LoginRequest, type Role } from '@complyra/core';
import type { Caller } from '../../access/caller.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findTenantById } from '../tenants/tenants.repository.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { accountKey, assertLoginAllowed, recordFailedLogin } from './login-rate-limit.ts';
import { clearLoginFailures, findLiveSession, insertSession, revokeSession } from './sessions.repository.ts';
import { readSessionToken, signSessionToken } from './tokens.ts';

export interface AuthSettings {
  secret: Uint8Array;
  ttlSeconds: number;
}


// Verifying against a fixed hash when the e-mail is unknown keeps the answer time the same, so the
// timing does not tell whether an account exists.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
};

export async function login(db: Db, settings: AuthSettings, input: LoginRequest, ip: string) {
  await assertLoginAllowed(db, input.email, ip);
  const user = await findUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  const tenant = user && passwordOk ? await findTenantById(db, user.tenantId) : undefined;
  // With a domain, the account must belong to that organization (super users sign in from any form).
  const domainOk = !input.domain || user?.role === 'SUPER_ADMIN' || tenant?.domain === input.domain;

  if (!user || !passwordOk || !tenant || !domainOk) {
    await recordFailedLogin(db, input.email, ip);
    await recordAudit(db, {
      action: 'auth.login.failure',
      actorEmail: input.email,
      actorUserId: user?.id,
      tenantId: user?.tenantId,
      ip,
      detail: { domain: input.domain ?? null },
    });
    throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
  }
  if (tenant.status !== 'active') {
    await recordAudit(db, {
      action: 'auth.login.failure',
      actorEmail: user.email,
      actorUserId: user.id,
      tenantId: tenant.id,
      ip,
      detail: { reason: 'organization inactive' },
    });
    throw new AppError('FORBIDDEN', authMessages.organizationInactive);
  }

  await clearLoginFailures(db, accountKey(input.email));
  return startSession(db, settings, user, ip);
}

export async function startSession(
  db: Db,
  settings: AuthSettings,
  user: { id: string; tenantId: string; role: Role; name: string; email: string },
  ip: string,
) {
  const sessionId = await insertSession(db, {
    userId: user.id,
    tenantId: user.tenantId,
    expiresAt: new Date(Date.now() + settings.ttlSeconds * 1000),
    ip,
  });
  await recordAudit(db, {
    action: 'auth.login.success',
    actorUserId: user.id,
    actorEmail: user.email,
    tenantId: user.tenantId,
    ip,
  });
  const token = await signSessionToken(
    { sub: user.id, role: user.role, tenantId: user.tenantId, name: user.name, jti: sessionId },
    settings.secret,
    settings.ttlSeconds,
  );
  return { token };
}

/**
 * The caller behind a bearer token. Throws 401 when the token is not one of ours, or its session was
 * revoked or expired, and 403 when the organization was deactivated.
 */
export async function authenticate(db: Db, settings: AuthSettings, token: string): Promise<Caller> {
  const claims = await readSessionToken(token, settings.secret);
  if (!claims) throw new AppError('UNAUTHORIZED', authMessages.sessionExpired);
  const session = await findLiveSession(db, claims.jti);
  if (!session || session.userId !== claims.sub)
    throw new AppError('UNAUTHORIZED', authMessages.sessionExpired);
  if (session.tenantStatus !== 'active') throw new AppError('FORBIDDEN', authMessages.organizationInactive);
  return {
    userId: session.userId,
    sessionId: session.sessionId,
    role: session.role,
    tenantId: session.tenantId,
    email: session.email,
    name: session.name,
  };
}

export async function logout(db: Db, caller: Caller, ip: string) {
  await revokeSession(db, caller.sessionId);
  await recordAudit(db, {
    action: 'auth.logout',
    actorUserId: caller.userId,
    actorEmail: caller.email,
    tenantId: caller.tenantId,
    ip,
  });
}
