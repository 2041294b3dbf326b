import {
  type CreateUser,
  type ImportUsersResponse,
  type ListParams,
  type Page,
  parseUserCsv,
  type TenantUser,
  type TenantUserSort,
} from '@complyra/core';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { answerList, toPageRequest } from '../../lib/paging.ts';
import { adminListGate } from '../../lib/work-gate.ts';
import { hashNewPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Caller } from '../../access/caller.ts';
import { mailInvite } from '../mail/invite-mail.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { createInvite } from './invites.service.ts';
import {
  countUsersOfTenant,
  findUserByEmail,
  insertEmployee,
  listUsersWithInviteState,
  type UserRow,
} from './users.repository.ts';

export const maxImportRows = 5000;

export function toTenantUser(row: UserRow, invitePending: boolean): TenantUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    hasPassword: row.passwordHash !== null,
    invitePending,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The organization's users in name order: all of them (the spec's array), or one page when asked. */
export async function listTenantUsers(
  db: Db,
  caller: Caller,
  tenantId: string,
  query: ListParams<TenantUserSort> = {},
): Promise<TenantUser[] | Page<TenantUser>> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  const request = toPageRequest(query, { sort: 'name', order: 'asc' });
  const [rows, total] = await adminListGate(() =>
    Promise.all([
      listUsersWithInviteState(db, tenantId, request),
      request.isPaged ? countUsersOfTenant(db, tenantId, request.search) : null,
    ]),
  );
  const items = rows.map(({ user, invitePending }) => toTenantUser(user, invitePending));
  return answerList(request, items, total ?? items.length);
}

export const userServerMessages = {
  emailTaken: 'This e-mail address cannot be used for a new user. Please check it or use another one.',
} as const;

export async function addEmployee(db: Db, caller: Caller, tenantId: string, input: CreateUser, ip: string, mail: MailOutbox) {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  // One answer whether the e-mail is taken here or in another organization: an admin cannot probe others.
  if (await findUserByEmail(db, input.email)) throw new AppError('CONFLICT', userServerMessages.emailTaken);
  const passwordHash = input.password ? await hashNewPassword(input.password) : null;
  const row = await insertEmployee(db, tenantId, { name: input.name, email: input.email, passwordHash });
  if (!row) throw new AppError('CONFLICT', userServerMessages.emailTaken);
  const invite = passwordHash ? undefined : await createInvite(db, row.id);
  if (invite) {
    const mailed = { tenantId, userId: row.id, email: row.email, name: row.name };
    await mailInvite(mail, { ...mailed, inviteId: invite.id, invitePath: invite.path });
  }
  const inviteUrl = invite?.path;
  await recordAudit(db, {
    action: 'user.added',
    actorUserId: caller.userId,
    actorEmail: caller.email,
    tenantId,
    ip,
    detail: { userId: row.id, email: row.email },
  });
  return { user: toTenantUser(row, inviteUrl !== undefined), inviteUrl };
}

export async function importEmployees(
  db: Db,
  caller: Caller,
  tenantId: string,
  csv: string,
  ip: string,
  mail: MailOutbox,
): Promise<ImportUsersResponse> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  const parsed = parseUserCsv(csv);
  if (parsed.error) throw new AppError('BAD_REQUEST', parsed.error);
  if (parsed.rows.length === 0) throw new AppError('BAD_REQUEST', 'The CSV file has no rows to import.');
  if (parsed.rows.length > maxImportRows) {
    throw new AppError(
      'BAD_REQUEST',
      `The CSV file has ${parsed.rows.length} rows; import at most ${maxImportRows} at a time.`,
    );
  }
  const result: ImportUsersResponse = { added: 0, existing: 0, invalid: 0, rows: [] };
  const seen = new Set<string>();
  for (const row of parsed.rows) {
    if (row.error) {
      result.invalid++;
      result.rows.push({
        row: row.row,
        name: row.name,
        email: row.email,
        status: 'invalid',
        message: row.error,
      });
      continue;
    }
    const inserted = seen.has(row.email)
      ? null
      : await insertEmployee(db, tenantId, { ...row, passwordHash: null });
    seen.add(row.email);
    if (!inserted) {
      result.existing++;
      result.rows.push({
        row: row.row,
        name: row.name,
        email: row.email,
        status: 'exists',
        message: 'Already exists',
      });
      continue;
    }
    result.added++;
    const invite = await createInvite(db, inserted.id);
    await mailInvite(mail, {
      tenantId,
      userId: inserted.id,
      email: inserted.email,
      name: inserted.name,
      inviteId: invite.id,
      invitePath: invite.path,
    });
    const inviteUrl = invite.path;
    result.rows.push({
      row: row.row,
      name: row.name,
      email: row.email,
      status: 'added',
      message: 'Added',
      inviteUrl,
    });
  }
  await recordAudit(db, {
    action: 'users.imported',
    actorUserId: caller.userId,
    actorEmail: caller.email,
    tenantId,
    ip,
    detail: { added: result.added, existing: result.existing, invalid: result.invalid },
  });
  return result;
}
