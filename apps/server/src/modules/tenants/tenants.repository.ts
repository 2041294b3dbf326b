import type { TenantSort } from '@complyra/core';
import { and, type AnyColumn, count, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenantCourses, tenants, users } from '../../db/schema.ts';
import { containsPattern, onePage, orderFn, type PageRequest } from '../../lib/paging.ts';

export type TenantRow = typeof tenants.$inferSelect;

export async function findTenantById(db: Db, id: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return row;
}

export async function findTenantByDomain(db: Db, domain: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.domain, domain)).limit(1);
  return row;
}

// Written with explicit table names: Drizzle leaves columns unqualified inside sql``, and in a correlated
// subquery an unqualified "id" or "tenant_id" silently binds to the inner table.
// Users = the organization's employees (its admins are not counted), the same figure as the admin
// dashboard's Total Users, so the super user and the organization see one number.
const userCount = sql<number>`(
  select count(*)::int from "users" u where u."tenant_id" = "tenants"."id" and u."role" = 'EMPLOYEE'
    and u."anonymized_at" is null
)`;
const enabledCourseCount = sql<number>`(
  select count(*)::int from "tenant_courses" tc where tc."tenant_id" = "tenants"."id" and tc."is_enabled"
)`;

export interface TenantFilter {
  status?: 'active' | 'inactive';
  /** Part of the name, any case. */
  search?: string;
}

// A deleted organization is in no list or count (its rows stay for audit).
const tenantsWhere = (filter: TenantFilter) =>
  and(
    eq(tenants.isPlatform, false),
    isNull(tenants.deletedAt),
    filter.status ? eq(tenants.status, filter.status) : undefined,
    filter.search === undefined ? undefined : ilike(tenants.name, containsPattern(filter.search)),
  );

const tenantSortColumns: Record<TenantSort, SQL | AnyColumn> = {
  name: tenants.name,
  userCount,
  enabledCourseCount,
  adminEmail: tenants.adminEmail,
  createdAt: tenants.createdAt,
};

/**
 * Organizations (never the platform's own) with their user counts, newest first unless asked; one page,
 * or all of them without a limit. The counts are correlated subqueries, so only a page's rows are counted
 * unless the list is ordered by a count.
 */
export async function listTenants(
  db: Db,
  filter: TenantFilter,
  order: Pick<PageRequest<TenantSort>, 'sort' | 'order' | 'limit' | 'offset'>,
) {
  const dir = orderFn(order.order);
  const query = db
    .select({
      id: tenants.id,
      name: tenants.name,
      domain: tenants.domain,
      adminEmail: tenants.adminEmail,
      status: tenants.status,
      createdAt: tenants.createdAt,
      userCount,
      enabledCourseCount,
    })
    .from(tenants)
    .where(tenantsWhere(filter))
    .orderBy(dir(tenantSortColumns[order.sort]), dir(tenants.createdAt), dir(tenants.id));
  return onePage(query.$dynamic(), order);
}

export async function countTenants(db: Db, filter: TenantFilter) {
  const [row] = await db.select({ n: count() }).from(tenants).where(tenantsWhere(filter));
  return row?.n ?? 0;
}

export async function countTenantUsers(db: Db, tenantId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'EMPLOYEE'), isNull(users.anonymizedAt)));
  return row?.n ?? 0;
}

/** The organization and its admin account in one transaction. */
export async function insertTenantWithAdmin(
  db: Db,
  tenant: typeof tenants.$inferInsert,
  admin: { name: string; email: string; passwordHash: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tenants).values(tenant).returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(users).values({ ...admin, tenantId: row.id, role: 'ADMIN' });
    return row;
  });
}

export async function insertTenant(db: Db, tenant: typeof tenants.$inferInsert) {
  const [row] = await db.insert(tenants).values(tenant).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTenantStatus(db: Db, id: string, status: 'active' | 'inactive') {
  const [row] = await db
    .update(tenants)
    .set({ status })
    .where(and(eq(tenants.id, id), eq(tenants.isPlatform, false), isNull(tenants.deletedAt)))
    .returning();
  return row;
}

/**
 * Deletes the organization by marking it: inactive and hidden at once. No row is removed, so the cascades
 * never reach its people's progress, quiz attempts and certificates. False when there was none to delete.
 */
export async function markTenantDeleted(db: Db, id: string, deletedAt: Date, recordsKeptUntil: Date) {
  const rows = await db
    .update(tenants)
    .set({ status: 'inactive', deletedAt, recordsKeptUntil })
    .where(and(eq(tenants.id, id), eq(tenants.isPlatform, false), isNull(tenants.deletedAt)))
    .returning({ id: tenants.id });
  return rows.length > 0;
}

export async function countEnabledCourses(db: Db, tenantId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(tenantCourses)
    .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.isEnabled, true)));
  return row?.n ?? 0;
}
