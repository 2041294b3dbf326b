import { and, asc, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { courses, outbox, tenantCourses, tenants, users } from '../../db/schema.ts';
import { openCycleDueAt } from '../assignments/course-cycles.repository.ts';
import { passedQuiz } from '../certificates/certificates.repository.ts';

export type OutboxInsert = Omit<typeof outbox.$inferInsert, 'id' | 'attempts' | 'lastError' | 'createdAt' | 'sentAt'>;

/** Writes the message unless one with its dedupe key exists; the new row's id and status, or undefined. */
export async function insertOutboxMessage(db: Db, message: OutboxInsert) {
  const [row] = await db
    .insert(outbox)
    .values(message)
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id, status: outbox.status });
  return row;
}

/**
 * Takes a queued message for this sender in one guarded statement: of two processes (or a job run again
 * after a restart) only one gets the row back, so only one sends it.
 */
export async function claimQueuedMessage(db: Db, id: string) {
  const [row] = await db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, claimedAt: sql`now()` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')))
    .returning();
  return row;
}

export async function markMessageSent(db: Db, id: string) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/** A send failed: back to 'queued' for the job's retry, or 'failed' for good; the error is kept either way. */
export async function markMessageNotSent(db: Db, id: string, error: string, final: boolean) {
  await db
    .update(outbox)
    .set({ status: final ? 'failed' : 'queued', lastError: error.slice(0, 1000) })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/** Messages written but never claimed (a stop came between the row and its job), oldest first. */
export async function listQueuedMessageIds(db: Db, limit: number) {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.status, 'queued'))
    .orderBy(asc(outbox.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findOrganizationName(db: Db, tenantId: string) {
  const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row?.name;
}

/** An organization's messages, newest first (what was sent, held or failed, and why). */
export async function listOutboxMessages(db: Db, tenantId: string) {
  return db.select().from(outbox).where(eq(outbox.tenantId, tenantId)).orderBy(desc(outbox.createdAt), desc(outbox.id));
}

/**
 * Every employee's open course with a due rule (or a re-opened cycle's due moment): enabled in an active
 * organization, not passed in the open cycle yet. The employee's own due moment is computed from these
 * (the cycle's, else employeeDueAt); one statement per sweep, read by the reminders and the admins' digest.
 */
export async function listOpenDueCourses(db: Db) {
  return db
    .select({
      tenantId: tenantCourses.tenantId,
      organization: tenants.name,
      courseId: tenantCourses.courseId,
      title: courses.title,
      mandatory: tenantCourses.mandatory,
      dueDate: tenantCourses.dueDate,
      dueDays: tenantCourses.dueDays,
      assignedAt: tenantCourses.assignedAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      addedAt: users.createdAt,
      optionalCourseReminders: users.optionalCourseReminders,
      cycleDueAt: openCycleDueAt(users.id, tenantCourses.courseId),
    })
    .from(tenantCourses)
    .innerJoin(tenants, eq(tenants.id, tenantCourses.tenantId))
    .innerJoin(courses, eq(courses.id, tenantCourses.courseId))
    .innerJoin(users, and(eq(users.tenantId, tenantCourses.tenantId), eq(users.role, 'EMPLOYEE'), isNull(users.anonymizedAt)))
    .where(
      and(
        eq(tenantCourses.isEnabled, true),
        eq(tenants.status, 'active'),
        isNull(tenants.deletedAt),
        or(
          isNotNull(tenantCourses.dueDate),
          isNotNull(tenantCourses.dueDays),
          isNotNull(openCycleDueAt(users.id, tenantCourses.courseId)),
        ),
        sql`not ${passedQuiz(users.id, tenantCourses.courseId)}`,
      ),
    );
}

/**
 * Messages left 'sending' by a crash (claimed before `claimedBefore`, longer ago than any send may take) go
 * back to 'queued', in one guarded statement: of two servers starting at once only one requeues a row, and
 * the send job's claim then lets one sender have it. The ids requeued.
 */
export async function requeueStuckMessages(db: Db, claimedBefore: Date) {
  const rows = await db
    .update(outbox)
    .set({ status: 'queued', lastError: 'requeued after a stop while sending' })
    .where(and(eq(outbox.status, 'sending'), lt(outbox.claimedAt, claimedBefore)))
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

/** Every active organization's admins: each gets the weekly digest of their organization's overdue employees. */
export async function listOrganizationAdmins(db: Db) {
  return db
    .select({ userId: users.id, tenantId: users.tenantId, email: users.email, name: users.name, organization: tenants.name })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.role, 'ADMIN'), eq(tenants.status, 'active'), isNull(tenants.deletedAt), eq(tenants.isPlatform, false)));
}

/** The employee's reminder choice (undefined for no such person). */
export async function findReminderSettings(db: Db, userId: string) {
  const [row] = await db
    .select({ optionalCourseReminders: users.optionalCourseReminders })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function saveReminderSettings(db: Db, userId: string, settings: { optionalCourseReminders: boolean }) {
  const [row] = await db
    .update(users)
    .set({ optionalCourseReminders: settings.optionalCourseReminders })
    .where(eq(users.id, userId))
    .returning({ optionalCourseReminders: users.optionalCourseReminders });
  return row;
}
