import { emptyTenantDetails, type TenantDetails, tenantDetailFields, tenantDetailsMessages } from '@complyra/core';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findTenantDetails, upsertTenantDetails } from './tenant-details.repository.ts';

const pickDetails = (source: TenantDetails): TenantDetails =>
  Object.fromEntries(tenantDetailFields.map((field) => [field, source[field]])) as TenantDetails;

/**
 * The saved details, or null when the organization never saved any (the assignment gate reads this,
 * after its own access check).
 */
export async function findDetails(db: Db, tenantId: string): Promise<TenantDetails | null> {
  const row = await findTenantDetails(db, tenantId);
  return row?.details ? pickDetails(row.details) : null;
}

async function readDetails(db: Db, tenantId: string, { emptyWhenMissing = false } = {}) {
  const row = await findTenantDetails(db, tenantId);
  if (row && !row.details && emptyWhenMissing) return { details: { ...emptyTenantDetails, companyName: row.companyName } };
  if (!row?.details) throw new AppError('NOT_FOUND', tenantDetailsMessages.notFound);
  return { details: { ...pickDetails(row.details), companyName: row.companyName } };
}

/** The saved details; none saved is a 404 (the spec), or empty details when the caller asks for that. */
export async function getDetails(db: Db, caller: Caller, tenantId: string, options: { emptyWhenMissing?: boolean } = {}) {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  return readDetails(db, tenantId, options);
}

export async function saveDetails(db: Db, caller: Caller, tenantId: string, details: TenantDetails) {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  await upsertTenantDetails(db, tenantId, details);
  return readDetails(db, tenantId);
}
