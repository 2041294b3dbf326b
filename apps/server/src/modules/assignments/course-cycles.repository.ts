import { and, type AnyColumn, asc, desc, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  certificates,
  courseCycles,
  courseProgress,
  courses,
  quizAttempts,
  slideProgress,
  tenantCourses,
  tenants,
  users,
} from '../../db/schema.ts';
import { lockJourney } from '../progress/slide-journey.repository.ts';

export type CourseCycleRow = typeof courseCycles.$inferSelect;

/**
 * The open cycle's own due moment, inside a larger statement: null while the employee is in their first
 * cycle (the course's due rule applies), the date set at re-opening after that.
 */
export const openCycleDueAt = (userId: SQL | AnyColumn, courseId: SQL | AnyColumn) =>
  sql<Date | string | null>`(select cc.due_at from course_cycles cc
    where cc.user_id = ${userId} and cc.course_id = ${courseId} and cc.ended_at is null
    order by cc.cycle desc limit 1)`;

/** The assignment's due rule alone (employeeCourseDueAt without the open cycle): reads `u` and `tc`. */
export const assignmentDueAt = sql<Date | string | null>`case when tc.due_date is not null then ((tc.due_date + 1)::timestamp at time zone 'UTC')
  when tc.due_days is not null then greatest(tc.assigned_at, u.created_at) + tc.due_days * interval '1 day' end`;

/**
 * When an employee's course is due: the open cycle's due date (a re-opened recurring course), else the
 * assignment's rule (a fixed date ends with its day, UTC; a window of days counts from when the employee was
 * added, or from the assignment if later); null when neither. Reads `u` (users) and `tc` (tenant_courses).
 */
export const employeeCourseDueAt = sql<Date | string | null>`coalesce(${openCycleDueAt(sql`u.id`, sql`tc.course_id`)}, ${assignmentDueAt})`;

// The organization's assignment of a certificate's course.
const certificateAssignment = and(
  eq(tenantCourses.tenantId, certificates.tenantId),
  eq(tenantCourses.courseId, certificates.courseId),
);

export interface NextCycle {
  tenantId: string;
  userId: string;
  courseId: string;
  reason: 'recertification' | 'retraining';
  endReason: 'expired' | 'retraining';
  /** When the new cycle starts (the expiry, or the retraining's moment); the ended one ends then. */
  startedAt: Date;
  dueAt: Date;
  /** When the first cycle started (it gets its row only now): the later of assignment and the employee's arrival. */
  firstStartedAt: Date;
  /** Recertification: re-open only while this certificate still belongs to the open cycle (a second sweep does nothing). */
  expiredCertificateId?: string;
  /** Retraining: the open cycle's certificates stay valid until this moment at the latest. */
  certificatesValidUntil?: Date;
}

/**
 * Ends the employee's open cycle on a course and opens the next one, in one transaction under the
 * journey's lock: the ended cycle keeps its progress, completion and slide journey, its attempts and
 * certificates take its number, and the course starts again at 0% with the new due moment. Returns the new
 * cycle's number, or null when there was nothing to re-open (another sweep or server did it first).
 */
export async function startNextCycle(db: Db, next: NextCycle): Promise<number | null> {
  return db.transaction(async (tx) => {
    const key = { userId: next.userId, courseId: next.courseId };
    await lockJourney(tx, { ...key, tenantId: next.tenantId });
    const mine = <T extends { userId: AnyColumn; courseId: AnyColumn }>(table: T) =>
      and(eq(table.userId, next.userId), eq(table.courseId, next.courseId));

    if (next.expiredCertificateId) {
      const [still] = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.id, next.expiredCertificateId), isNull(certificates.archivedCycle)));
      if (!still) return null;
    } else {
      const [passed] = await tx
        .select({ id: quizAttempts.id })
        .from(quizAttempts)
        .where(and(mine(quizAttempts), eq(quizAttempts.passed, true), isNull(quizAttempts.archivedCycle)))
        .limit(1);
      if (!passed) return null;
    }

    const [assignment] = await tx
      .select({ courseVersion: tenantCourses.courseVersion })
      .from(tenantCourses)
      .where(and(eq(tenantCourses.tenantId, next.tenantId), eq(tenantCourses.courseId, next.courseId)));
    if (!assignment) return null;
    const [open] = await tx.select().from(courseCycles).where(mine(courseCycles)).orderBy(desc(courseCycles.cycle)).limit(1);
    const current = open?.cycle ?? 1;
    if (!open) {
      const [certificate] = await tx
        .select({ courseVersion: certificates.courseVersion })
        .from(certificates)
        .where(and(mine(certificates), isNull(certificates.archivedCycle)))
        .orderBy(desc(certificates.issuedAt))
        .limit(1);
      await tx.insert(courseCycles).values({
        tenantId: next.tenantId,
        ...key,
        cycle: 1,
        reason: 'assigned',
        courseVersion: certificate?.courseVersion ?? 1,
        startedAt: next.firstStartedAt,
      });
    }

    const [progress] = await tx
      .select({ progress: courseProgress.progress, completedAt: courseProgress.completedAt })
      .from(courseProgress)
      .where(mine(courseProgress));
    const journey = await tx
      .select({
        slideNumber: slideProgress.slideNumber,
        reachedAt: slideProgress.reachedAt,
        completedAt: slideProgress.completedAt,
      })
      .from(slideProgress)
      .where(mine(slideProgress))
      .orderBy(asc(slideProgress.slideNumber));
    await tx
      .update(courseCycles)
      .set({
        endedAt: next.startedAt,
        endReason: next.endReason,
        progress: progress?.progress ?? 0,
        completedAt: progress?.completedAt ?? null,
        slideJourney: journey.map((slide) => ({
          slideNumber: slide.slideNumber,
          reachedAt: new Date(slide.reachedAt).toISOString(),
          completedAt: slide.completedAt ? new Date(slide.completedAt).toISOString() : null,
        })),
      })
      .where(and(mine(courseCycles), eq(courseCycles.cycle, current)));

    if (next.certificatesValidUntil) {
      // Retraining: the earlier certificate stays valid until the new due date, not beyond its own expiry.
      const until = next.certificatesValidUntil.toISOString();
      await tx
        .update(certificates)
        .set({ expiresAt: sql`least(coalesce(${certificates.expiresAt}, ${until}::timestamptz), ${until}::timestamptz)` })
        .where(and(mine(certificates), isNull(certificates.archivedCycle)));
    }
    await tx
      .update(quizAttempts)
      .set({ archivedCycle: current })
      .where(and(mine(quizAttempts), isNull(quizAttempts.archivedCycle)));
    await tx
      .update(certificates)
      .set({ archivedCycle: current })
      .where(and(mine(certificates), isNull(certificates.archivedCycle)));
    await tx
      .update(courseProgress)
      .set({ progress: 0, lastSlide: null, completedAt: null, updatedAt: sql`now()` })
      .where(mine(courseProgress));
    await tx.delete(slideProgress).where(mine(slideProgress));
    await tx.insert(courseCycles).values({
      tenantId: next.tenantId,
      ...key,
      cycle: current + 1,
      reason: next.reason,
      courseVersion: assignment.courseVersion,
      startedAt: next.startedAt,
      dueAt: next.dueAt,
    });
    return current + 1;
  });
}

/**
 * Certificates of open cycles that have expired by `now`, on courses still enabled in active organizations:
 * each re-opens its course for its holder. With the course's due rule and when the first cycle started.
 */
export async function listExpiredOpenCertificates(db: Db, now: Date) {
  return db
    .select({
      certificateId: certificates.id,
      tenantId: certificates.tenantId,
      userId: certificates.userId,
      courseId: certificates.courseId,
      expiresAt: certificates.expiresAt,
      dueDate: tenantCourses.dueDate,
      dueDays: tenantCourses.dueDays,
      firstStartedAt: sql<Date | string>`greatest(${tenantCourses.assignedAt}, ${users.createdAt})`,
    })
    .from(certificates)
    .innerJoin(tenantCourses, certificateAssignment)
    .innerJoin(tenants, eq(tenants.id, certificates.tenantId))
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(
      and(
        isNull(certificates.archivedCycle),
        eq(certificates.status, 'valid'),
        lte(certificates.expiresAt, now),
        eq(tenantCourses.isEnabled, true),
        eq(tenants.status, 'active'),
        isNull(tenants.deletedAt),
      ),
    )
    .orderBy(asc(certificates.expiresAt));
}

/** Certificates of open cycles expiring between `now` and `until`, with their holder (the 30-day notice). */
export async function listExpiringOpenCertificates(db: Db, now: Date, until: Date) {
  return db
    .select({
      certificateId: certificates.id,
      tenantId: certificates.tenantId,
      organization: tenants.name,
      userId: users.id,
      email: users.email,
      name: users.name,
      title: courses.title,
      expiresAt: certificates.expiresAt,
    })
    .from(certificates)
    .innerJoin(tenantCourses, certificateAssignment)
    .innerJoin(tenants, eq(tenants.id, certificates.tenantId))
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(
      and(
        isNull(certificates.archivedCycle),
        eq(certificates.status, 'valid'),
        sql`${certificates.expiresAt} > ${now.toISOString()}::timestamptz`,
        lte(certificates.expiresAt, until),
        eq(tenantCourses.isEnabled, true),
        eq(tenants.status, 'active'),
        isNull(tenants.deletedAt),
      ),
    );
}

/** One employee's cycles, attempts and certificates on every course, and the courses' titles (the history dialog). */
export async function readEmployeeHistory(db: Db, userId: string) {
  const [cycles, attempts, issued, progress] = await Promise.all([
    db.select().from(courseCycles).where(eq(courseCycles.userId, userId)).orderBy(asc(courseCycles.cycle)),
    db
      .select({
        id: quizAttempts.id,
        courseId: quizAttempts.courseId,
        courseVersion: quizAttempts.courseVersion,
        score: quizAttempts.score,
        passed: quizAttempts.passed,
        createdAt: quizAttempts.createdAt,
        submittedAt: quizAttempts.submittedAt,
        archivedCycle: quizAttempts.archivedCycle,
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, userId))
      .orderBy(asc(quizAttempts.createdAt)),
    db
      .select({
        courseId: certificates.courseId,
        code: certificates.code,
        courseVersion: certificates.courseVersion,
        issuedAt: certificates.issuedAt,
        expiresAt: certificates.expiresAt,
        status: certificates.status,
        archivedCycle: certificates.archivedCycle,
      })
      .from(certificates)
      .where(eq(certificates.userId, userId))
      .orderBy(asc(certificates.issuedAt)),
    db
      .select({
        courseId: courseProgress.courseId,
        title: courses.title,
        progress: courseProgress.progress,
        completedAt: courseProgress.completedAt,
        updatedAt: courseProgress.updatedAt,
      })
      .from(courseProgress)
      .innerJoin(courses, eq(courses.id, courseProgress.courseId))
      .where(eq(courseProgress.userId, userId)),
  ]);
  return { cycles, attempts, certificates: issued, progress };
}

/** Course titles by id (the history names courses the employee has records of). */
export async function findCourseTitles(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(sql`${courses.id} in (${sql.join(courseIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  return new Map(rows.map((row) => [row.id, row.title]));
}
