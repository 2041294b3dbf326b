import { authMessages, type ChangePassword, type LoginRequest, type Role } from '@complyra/core';
import type { Caller } from '../../access/caller.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashNewPassword, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findTenantById } from '../tenants/tenants.repository.ts';
import { findUserByEmail, findUserPasswordHash, setUserPasswordHash } from '../users/users.repository.ts';
import { awaitLoginTurn, keysClearedBySuccess, recordFailedLogin } from './login-rate-limit.ts';
import { clearLoginFailures, findLiveSession, insertSession, revokeSession, revokeUserSessions } from './sessions.repository.ts';
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
  await awaitLoginTurn(db, input.email, ip);
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

  await clearLoginFailures(db, keysClearedBySuccess(input.email, ip));
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

/** Whether a session is still live for this person in this organization, and the organization active. */
export async function isSessionLive(db: Db, holder: { sessionId: string; userId: string; tenantId: string }) {
  const session = await findLiveSession(db, holder.sessionId);
  return Boolean(
    session && session.userId === holder.userId && session.tenantId === holder.tenantId && session.tenantStatus === 'active',
  );
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

/** Ends every session of the caller, on every device, this one included. */
export async function logoutEverywhere(db: Db, caller: Caller, ip: string) {
  await revokeUserSessions(db, caller.userId);
  await recordAudit(db, {
    action: 'auth.logout.everywhere',
    actorUserId: caller.userId,
    actorEmail: caller.email,
    tenantId: caller.tenantId,
    ip,
  });
}

/** Any role changes its own password with the current one; every other session of the person ends. */
export async function changePassword(db: Db, caller: Caller, input: ChangePassword, ip: string) {
  // A wrong current password is a guess like a failed sign-in (a stolen session must not try passwords freely).
  await awaitLoginTurn(db, caller.email, ip);
  const currentHash = await findUserPasswordHash(db, caller.userId);
  if (!currentHash || !(await verifyPassword(currentHash, input.currentPassword))) {
    await recordFailedLogin(db, caller.email, ip);
    throw new AppError('BAD_REQUEST', authMessages.wrongCurrentPassword);
  }
  await clearLoginFailures(db, keysClearedBySuccess(caller.email, ip));
  await setUserPasswordHash(db, caller.userId, await hashNewPassword(input.newPassword));
  await revokeUserSessions(db, caller.userId, caller.sessionId);
  await recordAudit(db, {
    action: 'auth.password.changed',
    actorUserId: caller.userId,
    actorEmail: caller.email,
    tenantId: caller.tenantId,
    ip,
  });
  return { message: authMessages.passwordChanged };
}
