import { and, type AnyColumn, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { certificates, quizAttempts, tenantCourses } from '../../db/schema.ts';

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

/**
 * The courses one employee passed in their open cycle (a re-opened course is not passed yet), each with its newest certificate; null while it is being issued (the
 * pass is stored first; the submission or the certificate job issues it).
 */
export async function listPassedCourses(db: Db, userId: string): Promise<Map<string, CertificateRow | null>> {
  const rows = await db
    .select({ courseId: quizAttempts.courseId, certificate: certificates })
    .from(quizAttempts)
    .leftJoin(certificates, eq(certificates.attemptId, quizAttempts.id))
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.passed, true), isNull(quizAttempts.archivedCycle)))
    .orderBy(sql`${certificates.issuedAt} desc nulls last`);
  const byCourse = new Map<string, CertificateRow | null>();
  for (const row of rows) if (!byCourse.has(row.courseId)) byCourse.set(row.courseId, row.certificate);
  return byCourse;
}

/** Passed attempts that have no certificate (passes stored before the job carried them, or whose job gave up). */
export async function listPassesWithoutCertificate(db: Db) {
  const rows = await db
    .select({ attemptId: quizAttempts.id })
    .from(quizAttempts)
    .leftJoin(certificates, eq(certificates.attemptId, quizAttempts.id))
    .where(and(eq(quizAttempts.passed, true), isNull(certificates.id)));
  return rows.map((row) => row.attemptId);
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

/**
 * Whether the employee passed the course's quiz in their open cycle, inside a larger statement: what completes a course for its
 * due date (the learner's records, the admin's overdue figures and the reminders all ask it this way).
 */
export const passedQuiz = (userId: SQL | AnyColumn, courseId: SQL | AnyColumn) =>
  sql<boolean>`exists (select 1 from quiz_attempts qa where qa.user_id = ${userId} and qa.course_id = ${courseId} and qa.passed
    and qa.archived_cycle is null)`;

/** What a certificate records of the organization's course: its version, and how often it recurs (its expiry). */
export async function findCertificateTerms(db: Db, tenantId: string, courseId: string) {
  const [row] = await db
    .select({ courseVersion: tenantCourses.courseVersion, recurMonths: tenantCourses.recurMonths })
    .from(tenantCourses)
    .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.courseId, courseId)))
    .limit(1);
  return row;
}
