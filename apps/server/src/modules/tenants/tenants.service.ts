import type { CreateTenant, ListParams, Page, Tenant, TenantSort, TenantWithDetails } from '@complyra/core';
import { accessMessages } from '../../access/access-messages.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { answerList, toPageRequest } from '../../lib/paging.ts';
import { hashNewPassword } from '../../lib/passwords.ts';
import { adminListGate } from '../../lib/work-gate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Caller } from '../../access/caller.ts';
import { revokeTenantSessions } from '../auth/sessions.repository.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import {
  countEnabledCourses,
  countTenants,
  countTenantUsers,
  findTenantByDomain,
  findTenantById,
  insertTenantWithAdmin,
  listTenants,
  markTenantDeleted,
  type TenantFilter,
  type TenantRow,
  updateTenantStatus,
} from './tenants.repository.ts';

/** How many recent organizations the super user's overview asks for. */
export const recentTenantsLimit = 3;

function toTenant(row: Omit<TenantRow, 'isPlatform' | 'deletedAt' | 'recordsKeptUntil'> & { userCount: number; enabledCourseCount?: number }): Tenant {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    adminEmail: row.adminEmail,
    status: row.status,
    userCount: Number(row.userCount),
    enabledCourseCount: Number(row.enabledCourseCount ?? 0),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Organizations newest first: all of them (the spec's array), or one page when asked; searched by name. */
export async function findTenants(
  db: Db,
  status: TenantFilter['status'],
  query: ListParams<TenantSort> = {},
): Promise<Tenant[] | Page<Tenant>> {
  const request = toPageRequest(query, { sort: 'createdAt', order: 'desc' });
  const filter = { status, search: request.search };
  const [rows, total] = await adminListGate(() =>
    Promise.all([listTenants(db, filter, request), request.isPaged ? countTenants(db, filter) : null]),
  );
  const items = rows.map(toTenant);
  return answerList(request, items, total ?? items.length);
}

/** The super user's Recent Organizations card. */
export async function findRecentTenants(db: Db): Promise<Tenant[]> {
  const rows = await listTenants(db, {}, { sort: 'createdAt', order: 'desc', limit: recentTenantsLimit, offset: 0 });
  return rows.map(toTenant);
}

export async function getTenant(db: Db, id: string): Promise<TenantWithDetails> {
  const tenant = await findTenantById(db, id);
  if (!tenant || tenant.deletedAt) throw new AppError('NOT_FOUND', 'Organization not found');
  const [userCount, enabledCourseCount] = await Promise.all([countTenantUsers(db, id), countEnabledCourses(db, id)]);
  return { ...toTenant({ ...tenant, userCount, enabledCourseCount }), details: { companyName: tenant.name } };
}

/** Creates the organization and its admin account in one transaction. */
export async function createTenant(db: Db, caller: Caller, input: CreateTenant, ip: string): Promise<Tenant> {
  if (await findTenantByDomain(db, input.domain)) {
    throw new AppError('CONFLICT', `An organization with the domain ${input.domain} already exists.`);
  }
  if (await findUserByEmail(db, input.adminEmail)) {
    throw new AppError('CONFLICT', `A user with the e-mail ${input.adminEmail} already exists.`);
  }
  const passwordHash = await hashNewPassword(input.adminPassword);
  let created: TenantRow;
  try {
    created = await insertTenantWithAdmin(
      db,
      { name: input.name, domain: input.domain, adminEmail: input.adminEmail },
      { name: `${input.name} Admin`, email: input.adminEmail, passwordHash },
    );
  } catch (error) {
    // Two creations racing for one domain or e-mail: the unique index decides, the loser gets 409.
    if (
      (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      throw new AppError(
        'CONFLICT',
        `An organization with the domain ${input.domain} or a user with the e-mail ${input.adminEmail} already exists.`,
      );
    }
    throw error;
  }
  await recordAudit(db, {
    action: 'tenant.created',
    actorUserId: caller.userId,
    actorEmail: caller.email,
    tenantId: created.id,
    ip,
    detail: { name: created.name, domain: created.domain },
  });
  // A new organization has its admin and no employees yet.
  return toTenant({ ...created, userCount: 0 });
}

export async function setTenantStatus(
  db: Db,
  caller: Caller,
  id: string,
  status: 'active' | 'inactive',
  ip: string,
) {
  await requireAccess(db, caller, 'tenant.manage', { tenantId: id });
  const row = await updateTenantStatus(db, id, status);
  if (!row) throw new AppError('NOT_FOUND', 'Organization not found');
  // Deactivation ends every sign-in of that organization at once.
  if (status === 'inactive') await revokeTenantSessions(db, id);
  await recordAudit(db, {
    action: status === 'inactive' ? 'tenant.deactivated' : 'tenant.activated',
    actorUserId: caller.userId,
    actorEmail: caller.email,
    tenantId: id,
    ip,
  });
  return toTenant({
    ...row,
    userCount: await countTenantUsers(db, id),
    enabledCourseCount: await countEnabledCourses(db, id),
  });
}

/** The day a deletion made now keeps the records until: whole calendar years later. */
export function recordsKeptUntil(deletedAt: Date, retentionYears: number): Date {
  const until = new Date(deletedAt);
  until.setUTCFullYear(until.getUTCFullYear() + retentionYears);
  return until;
}

/**
 * DELETE /api/superadmin/tenant/{id}: the organization is deactivated and hidden at once, its sign-ins end
 * and nobody of it can sign in again; its people and their training records, quiz results and certificates
 * are kept for audit (certificates still verify) for `retentionYears`, after which the records-purge job
 * removes them.
 */
export async function removeTenant(db: Db, caller: Caller, id: string, ip: string, retentionYears: number) {
  await requireAccess(db, caller, 'tenant.manage', { tenantId: id });
  const tenant = await findTenantById(db, id);
  const deletedAt = new Date();
  const keptUntil = recordsKeptUntil(deletedAt, retentionYears);
  if (!tenant || !(await markTenantDeleted(db, id, deletedAt, keptUntil))) throw new AppError('NOT_FOUND', accessMessages.organizationNotFound);
  await revokeTenantSessions(db, id);
  await recordAudit(db, {
    action: 'tenant.deleted',
    actorUserId: caller.userId,
    actorEmail: caller.email,
    tenantId: id,
    ip,
    detail: { name: tenant.name, domain: tenant.domain, recordsKeptUntil: keptUntil.toISOString() },
  });
}
