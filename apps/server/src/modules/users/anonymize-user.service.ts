import { anonymizedEmail, anonymizedName, deleteUserMessages } from '@complyra/core';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { anonymizeEmployee } from './users.repository.ts';

/**
 * The admin's Delete on an employee: the person is anonymized, not removed, so auditors still find who was
 * trained on what (years later, as HIPAA and ISO 27001 ask). Their sign-ins end at once; the audit row says
 * who deleted them and when, and holds no trace of the old name or e-mail.
 */
export async function deleteEmployee(db: Db, caller: Caller, tenantId: string, userId: string, ip: string): Promise<void> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  const replaced = await anonymizeEmployee(db, tenantId, userId, { name: anonymizedName, email: anonymizedEmail(userId) });
  if (!replaced) throw new AppError('NOT_FOUND', deleteUserMessages.notFound);
  await revokeUserSessions(db, userId);
  await recordAudit(db, {
    action: 'user.anonymized',
    actorUserId: caller.userId,
    actorEmail: caller.email,
    tenantId,
    ip,
    detail: { userId },
  });
}
