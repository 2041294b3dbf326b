import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { invites, users } from '../../db/schema.ts';

export async function insertInvite(db: Pick<Db, 'insert'>, invite: typeof invites.$inferInsert) {
  await db.insert(invites).values(invite);
}

/** The unspent, unexpired invite with this token hash, with its employee. */
export async function findOpenInviteByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, name: users.name, tokenHash: invites.tokenHash })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .where(and(eq(invites.tokenHash, tokenHash), isNull(invites.usedAt), gt(invites.expiresAt, new Date())))
    .limit(1);
  return row;
}

/**
 * Spends the invite and sets the employee's password in one transaction; undefined when the invite was
 * spent meanwhile (then nothing changes).
 */
export async function spendInviteAndSetPassword(db: Db, invite: { tokenHash: string; userId: string }, passwordHash: string) {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(invites)
      .set({ usedAt: new Date() })
      .where(and(eq(invites.tokenHash, invite.tokenHash), isNull(invites.usedAt)))
      .returning({ userId: invites.userId });
    if (spent.length === 0) return undefined;
    const [updated] = await tx.update(users).set({ passwordHash }).where(eq(users.id, invite.userId)).returning();
    return updated;
  });
}

/** The organization's employee, locked until the transaction ends (serializes concurrent resends). */
export async function lockEmployee(tx: Db, tenantId: string, userId: string) {
  const [user] = await tx
    .select({ passwordHash: users.passwordHash, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), eq(users.role, 'EMPLOYEE'), isNull(users.anonymizedAt)))
    .for('update')
    .limit(1);
  return user;
}

export async function spendOpenInvites(tx: Db, userId: string) {
  await tx
    .update(invites)
    .set({ usedAt: new Date() })
    .where(and(eq(invites.userId, userId), isNull(invites.usedAt)));
}
