import { type TenantDetails, tenantDetailFields, tenantDetailsMessages } from '@complyra/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findTenantDetails, upsertTenantDetails } from './tenant-details.repository.ts';

async function requireOrganization(db: Db, tenantId: string) {
  const row = await findTenantDetails(db, tenantId);
  if (!row || row.isPlatform) throw new AppError('NOT_FOUND', 'Organization not found');
  return row;
}

const pickDetails = (source: TenantDetails): TenantDetails =>
  Object.fromEntries(tenantDetailFields.map((field) => [field, source[field]])) as TenantDetails;

/** The saved details, or null when the organization never saved any (the assignment gate reads this). */
export async function findDetails(db: Db, tenantId: string): Promise<TenantDetails | null> {
  const row = await requireOrganization(db, tenantId);
  return row.details ? pickDetails(row.details) : null;
}

export async function getDetails(db: Db, tenantId: string) {
  const row = await requireOrganization(db, tenantId);
  if (!row.details) throw new AppError('NOT_FOUND', tenantDetailsMessages.notFound);
  return { details: { ...pickDetails(row.details), companyName: row.companyName } };
}

export async function saveDetails(db: Db, tenantId: string, details: TenantDetails) {
  await requireOrganization(db, tenantId);
  await upsertTenantDetails(db, tenantId, details);
  return getDetails(db, tenantId);
}
