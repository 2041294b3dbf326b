import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { pruneOldest } from '../../db/prune-oldest.ts';
import { loginFailures, sessions, tenants, users } from '../../db/schema.ts';

/** Records a sign-in; each one deletes a batch of sessions that have expired (nothing reads them again). */
export async function insertSession(db: Db, session: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  await pruneOldest(db, sessions, sessions.id, sessions.expiresAt, sql`now()`);
  return row.id;
}

// Read on every signed-in request: prepared once per database handle.
const liveSessionStatement = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      tenantId: users.tenantId,
      tenantStatus: tenants.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(
      and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('live_session'),
);

/** The live session with its user and organization, or undefined when revoked, expired or gone. */
export async function findLiveSession(db: Db, sessionId: string) {
  const [row] = await liveSessionStatement(db).execute({ sessionId, now: new Date() });
  return row;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeTenantSessions(db: Db, tenantId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt)));
}

/**
 * How long a failure is kept: longer than any window that counts these rows (sign-in 15 minutes, the contact
 * form 10), so pruning never lowers a count that is still read.
 */
export const loginFailuresKeptMinutes = 60;

/** Records failures (or contact posts) under their keys; each write deletes a batch of rows past keeping. */
export async function recordLoginFailure(db: Db, keys: string[]) {
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
  await pruneLoginFailures(db, new Date(Date.now() - loginFailuresKeptMinutes * 60_000));
}

/** Failures per key since `since`, in one query (keys without failures are absent). */
export async function countLoginFailuresByKey(db: Db, keys: string[], since: Date) {
  const rows = await db
    .select({ key: loginFailures.key, failures: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.failedAt, since)))
    .groupBy(loginFailures.key);
  return new Map(rows.map((row) => [row.key, row.failures]));
}

export async function findOldestFailure(db: Db, key: string, since: Date) {
  const rows = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)))
    .orderBy(loginFailures.failedAt)
    .limit(1);
  return rows[0]?.failedAt;
}

export async function clearLoginFailures(db: Db, keys: string[]) {
  await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}

/** Ends every live session of one person (sign-out everywhere, a password change), but `keep`. */
export async function revokeUserSessions(db: Db, userId: string, keep?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? sql`${sessions.id} <> ${keep}` : undefined));
}

/** Deletes a batch of the oldest failures recorded before `before`. */
export function pruneLoginFailures(db: Db, before: Date) {
  return pruneOldest(db, loginFailures, loginFailures.id, loginFailures.failedAt, before);
}
