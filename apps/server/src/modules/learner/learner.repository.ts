import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { courseProgress, tenantCourses, users } from '../../db/schema.ts';
import { openCycleDueAt } from '../assignments/course-cycles.repository.ts';

/** The employee's progress in each enabled course of their organization (0 when never started). */
export async function listUserCourseProgress(db: Db, tenantId: string, userId: string) {
  return db
    .select({
      courseId: tenantCourses.courseId,
      progress: courseProgress.progress,
      mandatory: tenantCourses.mandatory,
      dueDate: tenantCourses.dueDate,
      dueDays: tenantCourses.dueDays,
      assignedAt: tenantCourses.assignedAt,
      // A re-opened course (recertification, retraining) is due when its new cycle says.
      cycleDueAt: openCycleDueAt(sql`${userId}::uuid`, tenantCourses.courseId),
    })
    .from(tenantCourses)
    .leftJoin(
      courseProgress,
      and(eq(courseProgress.courseId, tenantCourses.courseId), eq(courseProgress.userId, userId)),
    )
    .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.isEnabled, true)))
    .orderBy(asc(tenantCourses.assignedAt), asc(tenantCourses.courseId));
}

/** The signed-in person's own row, by primary key (the profile reads current values, not token claims). */
export async function findProfile(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** When the employee was added to the organization: a course due "N days after" counts from then. */
export async function findUserAddedAt(db: Db, userId: string) {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.createdAt ?? null;
}
