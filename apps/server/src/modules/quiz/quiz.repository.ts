import { and, desc, eq, isNotNull, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { courses, quizAttempts, type StoredQuizQuestion, tenantCourses, tenantDetails, tenants, users } from '../../db/schema.ts';
import { complianceNow } from '../../lib/clock.ts';

export type { StoredQuizQuestion };

export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

/** The course as the caller's organization has it (enabled), with what a quiz needs from it. */
export async function findEnabledCourse(db: Db, tenantId: string, courseId: string) {
  const [row] = await db
    .select({ title: courses.title, version: courses.version, retryType: tenantCourses.retryType })
    .from(tenantCourses)
    .innerJoin(courses, eq(courses.id, tenantCourses.courseId))
    .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.courseId, courseId), eq(tenantCourses.isEnabled, true)))
    .limit(1);
  return row;
}

/** The caller's earlier attempts at the course in their open cycle (a re-opened course starts afresh), newest first. */
export async function listAttempts(db: Db, userId: string, courseId: string) {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId), isNull(quizAttempts.archivedCycle)))
    .orderBy(desc(quizAttempts.createdAt));
}

export async function insertAttempt(
  db: Db,
  attempt: { tenantId: string; userId: string; courseId: string; courseVersion: number; retryType: 'FIRST' | 'SAME' | 'DIFFERENT'; questions: StoredQuizQuestion[] },
) {
  const [row] = await db.insert(quizAttempts).values(attempt).returning({ id: quizAttempts.id });
  return row!.id;
}

/** An attempt of the caller's own; anyone else's reads as missing. */
export async function findOwnAttempt(db: Db, attemptId: string, userId: string) {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)))
    .limit(1);
  return row;
}

/**
 * What a submission needs in one read: the caller's own attempt and the title of its course, null when the
 * organization no longer has the course enabled. Anyone else's attempt reads as missing.
 */
export async function findOwnAttemptWithCourse(db: Db, attemptId: string, userId: string) {
  const [row] = await db
    .select({ attempt: quizAttempts, title: courses.title, isEnabled: tenantCourses.isEnabled,
      coursePassed: passedCourseOf(quizAttempts.userId, quizAttempts.courseId) })
    .from(quizAttempts)
    .innerJoin(courses, eq(courses.id, quizAttempts.courseId))
    .leftJoin(tenantCourses,
      and(eq(tenantCourses.tenantId, quizAttempts.tenantId), eq(tenantCourses.courseId, quizAttempts.courseId)))
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)))
    .limit(1);
  return row && { attempt: row.attempt, courseTitle: row.isEnabled ? row.title : null, coursePassed: row.coursePassed };
}

// Any of the learner's attempts at the course in their open cycle (the table under another name) that passed.
const passedCourseOf = (userId: SQLWrapper, courseId: SQLWrapper) => sql<boolean>`exists (
  select 1 from ${quizAttempts} as passed_attempt
  where passed_attempt.user_id = ${userId} and passed_attempt.course_id = ${courseId} and passed_attempt.passed
    and passed_attempt.archived_cycle is null)`;

/** Has the learner passed the course's assessment in their open cycle? Passing closes the assessment for them. */
export async function hasPassedCourse(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId), eq(quizAttempts.passed, true),
      isNull(quizAttempts.archivedCycle)))
    .limit(1);
  return Boolean(row);
}

/** A submitted attempt by id with its course's title (the certificate job's read; no caller). */
export async function findSubmittedAttempt(db: Db, attemptId: string) {
  const [row] = await db
    .select({ attempt: quizAttempts, courseTitle: courses.title })
    .from(quizAttempts)
    .innerJoin(courses, eq(courses.id, quizAttempts.courseId))
    .where(and(eq(quizAttempts.id, attemptId), isNotNull(quizAttempts.submittedAt)))
    .limit(1);
  return row;
}

/** Notes a hint as used, once, while the attempt is open. Returns nothing when the attempt is closed or not the caller's. */
export async function recordHint(db: Db, attemptId: string, userId: string, number: number) {
  const [row] = await db
    .update(quizAttempts)
    .set({
      hintsUsed: sql`case when ${quizAttempts.hintsUsed} @> ${JSON.stringify([number])}::jsonb then ${quizAttempts.hintsUsed}
                     else ${quizAttempts.hintsUsed} || ${JSON.stringify([number])}::jsonb end`,
    })
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId), isNull(quizAttempts.submittedAt)))
    .returning({ id: quizAttempts.id });
  return row;
}

/** Closes the attempt with its answers and score; only the first submission wins. */
export async function closeAttempt(
  db: Db,
  attemptId: string,
  userId: string,
  result: { answers: Record<string, string>; hintsUsed: number[]; score: number; correct: number; passed: boolean },
) {
  const [row] = await db
    .update(quizAttempts)
    .set({ ...result, submittedAt: complianceNow() })
    .where(
      and(
        eq(quizAttempts.id, attemptId),
        eq(quizAttempts.userId, userId),
        isNull(quizAttempts.submittedAt),
        // A hint asked for while scoring must not slip past the penalty.
        sql`${quizAttempts.hintsUsed} = ${JSON.stringify(result.hintsUsed)}::jsonb`,
      ),
    )
    .returning();
  return row;
}

export async function findLatestSubmitted(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId), isNotNull(quizAttempts.submittedAt),
      isNull(quizAttempts.archivedCycle)))
    .orderBy(desc(quizAttempts.submittedAt))
    .limit(1);
  return row;
}

/** Who and what a certificate names: the holder, the organization and its signatories. */
export async function findCertificateParties(db: Db, userId: string, tenantId: string) {
  const [row] = await db
    .select({
      holderName: users.name,
      organizationName: tenants.name,
      ceoName: tenantDetails.ceoName,
      hrContactName: tenantDetails.hrContactName,
      ctoName: tenantDetails.ctoName,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(tenantDetails, eq(tenantDetails.tenantId, tenants.id))
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .limit(1);
  return row;
}
