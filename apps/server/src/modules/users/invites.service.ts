import { createHash, randomBytes } from 'node:crypto';
import type { AcceptInvite } from '@complyra/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { invites, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashNewPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { type AuthSettings, startSession } from '../auth/auth.service.ts';

const inviteValidityMs = 7 * 24 * 3600 * 1000;
const invalidInvite = 'This invitation link is invalid or has expired. Ask your administrator for a new one.';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A one-time link, valid 7 days, where the employee sets a password. Only its hash is stored. */
export async function createInvite(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(invites)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + inviteValidityMs) });
  return `/invite/${token}`;
}

async function findOpenInvite(db: Db, token: string) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, name: users.name, tokenHash: invites.tokenHash })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .where(
      and(eq(invites.tokenHash, hashToken(token)), isNull(invites.usedAt), gt(invites.expiresAt, new Date())),
    )
    .limit(1);
  return row;
}

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
  const user = await db.transaction(async (tx) => {
    const spent = await tx
      .update(invites)
      .set({ usedAt: new Date() })
      .where(and(eq(invites.tokenHash, invite.tokenHash), isNull(invites.usedAt)))
      .returning({ userId: invites.userId });
    if (spent.length === 0) throw new AppError('NOT_FOUND', invalidInvite);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, invite.userId))
      .returning();
    return updated;
  });
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
