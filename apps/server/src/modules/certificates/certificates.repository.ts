import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { certificates } from '../../db/schema.ts';

export type CertificateRow = typeof certificates.$inferSelect;

/** Stores an issued certificate; a second issue for the same attempt keeps the first (returns undefined). */
export async function insertCertificate(db: Db, values: typeof certificates.$inferInsert) {
  const [row] = await db.insert(certificates).values(values).onConflictDoNothing({ target: certificates.attemptId }).returning();
  return row;
}

export async function findCertificateByAttempt(db: Db, attemptId: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.attemptId, attemptId)).limit(1);
  return row;
}

export async function findCertificateByCode(db: Db, code: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
  return row;
}

/** Each course's newest certificate of one employee. */
export async function listLatestCertificates(db: Db, userId: string): Promise<Map<string, CertificateRow>> {
  const rows = await db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt));
  const byCourse = new Map<string, CertificateRow>();
  for (const row of rows) if (!byCourse.has(row.courseId)) byCourse.set(row.courseId, row);
  return byCourse;
}

export async function findLatestCertificate(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .orderBy(desc(certificates.issuedAt))
    .limit(1);
  return row;
}
