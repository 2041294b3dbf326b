import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { aiAudit, auditLog, certificates, courseProgress, quizAttempts, slideProgress, tenants, users } from '../../db/schema.ts';

/** Deleted organizations whose retention period has ended, oldest first, a bounded batch at a time. */
export async function findExpiredOrganizations(db: Db, now: Date, limit: number) {
  return db
    .select({ id: tenants.id, name: tenants.name, domain: tenants.domain })
    .from(tenants)
    .where(and(isNotNull(tenants.deletedAt), isNotNull(tenants.recordsKeptUntil), lte(tenants.recordsKeptUntil, now)))
    .orderBy(tenants.recordsKeptUntil)
    .limit(limit);
}

/**
 * Removes one deleted organization and everything of it, in one transaction: the records first (their
 * foreign keys refuse a removal that would take them silently), then the organization row, whose cascade
 * takes its people, sessions, courses' settings, contacts and mail. Answers the stored certificate files to
 * remove and how many records went.
 */
export async function purgeOrganization(db: Db, tenantId: string) {
  return db.transaction(async (tx) => {
    const issued = await tx.delete(certificates).where(eq(certificates.tenantId, tenantId)).returning({ id: certificates.id });
    const attempts = await tx.delete(quizAttempts).where(eq(quizAttempts.tenantId, tenantId)).returning({ id: quizAttempts.id });
    const completions = await tx
      .delete(courseProgress)
      .where(eq(courseProgress.tenantId, tenantId))
      .returning({ userId: courseProgress.userId });
    const people = tx.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId));
    await tx.delete(slideProgress).where(inArray(slideProgress.userId, people));
    await tx.delete(auditLog).where(eq(auditLog.tenantId, tenantId));
    await tx.delete(aiAudit).where(eq(aiAudit.tenantId, tenantId));
    await tx.delete(tenants).where(and(eq(tenants.id, tenantId), isNotNull(tenants.deletedAt)));
    return { certificates: issued.length, attempts: attempts.length, completions: completions.length };
  });
}
