import type { TenantUserSort } from '@complyra/core';
import { and, count, eq, exists, ilike, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { invites, tenants, users } from '../../db/schema.ts';
import { containsPattern, onePage, orderFn, type PageRequest } from '../../lib/paging.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Inserts the employee unless the e-mail is taken anywhere on the platform; null when taken. */
export async function insertEmployee(
  db: Db,
  tenantId: string,
  input: { name: string; email: string; passwordHash: string | null },
) {
  const [row] = await db
    .insert(users)
    .values({
      tenantId,
      name: input.name,
      email: input.email,
      role: 'EMPLOYEE',
      passwordHash: input.passwordHash,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function countSuperUsers(db: Db): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'SUPER_ADMIN'));
  return rows.length;
}

/** The platform's own tenant, created on first use; super users belong to it. */
export async function ensurePlatformTenant(db: Db): Promise<string> {
  const [existing] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.isPlatform, true))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await db
    .insert(tenants)
    .values({
      name: 'Complyra Platform',
      domain: 'platform.complyra.local',
      adminEmail: 'platform@complyra.local',
      isPlatform: true,
    })
    .onConflictDoNothing()
    .returning({ id: tenants.id });
  if (created) return created.id;
  // Another process created it at the same moment.
  return ensurePlatformTenant(db);
}

type UserRole = UserRow['role'];

/**
 * An organization's users (only those of `role` when given: the Users tab lists its employees), searched by
 * name or e-mail. The (tenant, role, name, email, id) index serves it.
 */
const tenantUsersWhere = (tenantId: string, search: string | undefined, role?: UserRole) =>
  and(
    eq(users.tenantId, tenantId),
    role === undefined ? undefined : eq(users.role, role),
    // A deleted (anonymized) person is no longer one of the organization's users; their records stay.
    isNull(users.anonymizedAt),
    search === undefined
      ? undefined
      : or(ilike(users.name, containsPattern(search)), ilike(users.email, containsPattern(search))),
  );

/** Name order (e-mail breaking ties) or e-mail order, as asked. */
const userOrder = (request: PageRequest<'name' | 'email'>) => {
  const dir = orderFn(request.order);
  return request.sort === 'email' ? [dir(users.email)] : [dir(users.name), dir(users.email)];
};

/** How many users a list of the organization shows (those matching the search, of `role` when given). */
export async function countUsersOfTenant(db: Db, tenantId: string, search: string | undefined, role?: UserRole) {
  const [row] = await db.select({ n: count() }).from(users).where(tenantUsersWhere(tenantId, search, role));
  return row?.n ?? 0;
}

/**
 * The ids of one page of the organization's users in name or e-mail order: the one paged list of users, which
 * the Users tab reads (its employees) and the user list reads with each user's invite state. It walks the users
 * index and stops at the page.
 */
export async function findUserPageIds(db: Db, tenantId: string, request: PageRequest<'name' | 'email'>, role?: UserRole) {
  const query = db
    .select({ id: users.id })
    .from(users)
    .where(tenantUsersWhere(tenantId, request.search, role))
    .orderBy(...userOrder(request));
  return (await onePage(query.$dynamic(), request)).map((row) => row.id);
}

/**
 * An organization's users (one page, or all of them when no page was asked for), each with whether an
 * invite of theirs is still open and no password is set.
 */
export async function listUsersWithInviteState(db: Db, tenantId: string, request: PageRequest<TenantUserSort>) {
  const openInvite = db
    .select({ userId: invites.userId })
    .from(invites)
    .where(and(eq(invites.userId, users.id), isNull(invites.usedAt)));
  const query = db
    .select({ user: users, hasOpenInvite: exists(openInvite) })
    .from(users)
    .where(tenantUsersWhere(tenantId, request.search))
    .orderBy(...userOrder(request));
  const rows = await onePage(query.$dynamic(), request);
  return rows.map(({ user, hasOpenInvite }) => ({
    user,
    invitePending: user.passwordHash === null && Boolean(hasOpenInvite),
  }));
}

export async function findUserPasswordHash(db: Db, userId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash;
}

export async function setUserPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * A deleted employee: name and e-mail replaced, password and open invites gone, marked anonymized, in one
 * transaction. The row itself stays, so their completions, attempts and certificates keep pointing at it.
 * Undefined when the organization has no such employee (or they were deleted already).
 */
export async function anonymizeEmployee(db: Db, tenantId: string, userId: string, replacement: { name: string; email: string }) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), eq(users.role, 'EMPLOYEE'), isNull(users.anonymizedAt)))
      .for('update')
      .limit(1);
    if (!before) return undefined;
    await tx
      .update(users)
      .set({ ...replacement, passwordHash: null, anonymizedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.delete(invites).where(eq(invites.userId, userId));
    return before;
  });
}
