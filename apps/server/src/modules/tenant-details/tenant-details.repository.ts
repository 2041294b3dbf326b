import type { TenantDetails } from '@complyra/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenantDetails, tenants } from '../../db/schema.ts';

/** The saved details with the organization's name; details is null when none were saved yet. */
export async function findTenantDetails(db: Db, tenantId: string) {
  const [row] = await db
    .select({ companyName: tenants.name, isPlatform: tenants.isPlatform, details: tenantDetails })
    .from(tenants)
    .leftJoin(tenantDetails, eq(tenantDetails.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row;
}

export async function upsertTenantDetails(db: Db, tenantId: string, details: TenantDetails) {
  await db
    .insert(tenantDetails)
    .values({ tenantId, ...details })
    .onConflictDoUpdate({ target: tenantDetails.tenantId, set: { ...details, updatedAt: new Date() } });
}
