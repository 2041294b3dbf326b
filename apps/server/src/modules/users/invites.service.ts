import { createHash, randomBytes } from 'node:crypto';
import { type AcceptInvite, inviteMessages } from '@complyra/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashNewPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import { type AuthSettings, startSession } from '../auth/auth.service.ts';
import { mailInvite } from '../mail/invite-mail.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { findOpenInviteByHash, insertInvite, lockEmployee, spendInviteAndSetPassword, spendOpenInvites } from './invites.repository.ts';

const inviteValidityMs = 7 * 24 * 3600 * 1000;
const invalidInvite = 'This invitation link is invalid or has expired. Ask your administrator for a new one.';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface CreatedInvite {
  /** The product path with the token, `/invite/<token>`: shown to the admin and mailed to the employee. */
  path: string;
  /** Names this invite (a prefix of its stored hash, never the token): the invite mail's dedupe key. */
  id: string;
}

/** A one-time link, valid 7 days, where the employee sets a password. Only its hash is stored. */
export async function createInvite(db: Pick<Db, 'insert'>, userId: string): Promise<CreatedInvite> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await insertInvite(db, { tokenHash, userId, expiresAt: new Date(Date.now() + inviteValidityMs) });
  return { path: `/invite/${token}`, id: tokenHash.slice(0, 24) };
}

const findOpenInvite = (db: Db, token: string) => findOpenInviteByHash(db, hashToken(token));

export async function findInvite(db: Db, token: string) {
  const invite = await findOpenInvite(db, token);
  if (!invite) throw new AppError('NOT_FOUND', invalidInvite);
  return { email: invite.email, name: invite.name };
}

/** Sets the password, spends the link, and signs the employee in. */
export async function acceptInvite(db: Db, settings: AuthSettings, input: AcceptInvite, ip: string) {
  const invite = await findOpenInvite(db, input.token);
  if (!invite) throw new AppError('NOT_FOUND', invalidInvite);
  const passwordHash = await hashNewPassword(input.password);
  const user = await spendInviteAndSetPassword(db, invite, passwordHash);
  if (!user) throw new AppError('NOT_FOUND', invalidInvite);
  await recordAudit(db, {
    action: 'user.invite.accepted',
    actorUserId: user.id,
    actorEmail: user.email,
    tenantId: user.tenantId,
    ip,
  });
  return startSession(db, settings, user, ip);
}

/**
 * Resend invite: a new link for an employee of this organization who has not set a password yet. The
 * employee's earlier links are spent in the same transaction, so only the newest one works.
 */
export async function resendInvite(db: Db, caller: Caller, tenantId: string, userId: string, ip: string, mail: MailOutbox) {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  const { user, invite } = await db.transaction(async (tx) => {
    const user = await lockEmployee(tx, tenantId, userId);
    if (!user) throw new AppError('NOT_FOUND', inviteMessages.userNotFound);
    if (user.passwordHash !== null) throw new AppError('CONFLICT', inviteMessages.alreadyAccepted);
    await spendOpenInvites(tx, userId);
    return { user, invite: await createInvite(tx, userId) };
  });
  // After the commit: the mailed link is one that works.
  await mailInvite(mail, { tenantId, userId, email: user.email, name: user.name, inviteId: invite.id, invitePath: invite.path });
  await recordAudit(db, {
    action: 'user.invite.resent',
    actorUserId: caller.userId,
    actorEmail: caller.email,
    tenantId,
    ip,
    detail: { userId },
  });
  return { inviteUrl: invite.path };
}
