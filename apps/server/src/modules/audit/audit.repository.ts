import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditAction =
  | 'auth.login.success'
  | 'auth.login.failure'
  | 'auth.logout'
  | 'auth.logout.everywhere'
  | 'auth.password.changed'
  | 'tenant.created'
  | 'tenant.activated'
  | 'tenant.deactivated'
  | 'tenant.deleted'
  | 'tenant.records.purged'
  | 'course.retired'
  | 'user.anonymized'
  | 'ai-trail.asker.shown'
  | 'user.added'
  | 'users.imported'
  | 'user.invite.accepted'
  | 'user.invite.resent';

export interface AuditEntry {
  action: AuditAction;
  actorUserId?: string | null;
  actorEmail?: string | null;
  tenantId?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function findAuditEntries(db: Db, filter: { tenantId?: string; action?: AuditAction } = {}) {
  const conditions = [
    filter.tenantId ? eq(auditLog.tenantId, filter.tenantId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
  ].filter(Boolean);
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt));
}
