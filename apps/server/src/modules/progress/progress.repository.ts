import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { courseProgress, tenantCourses } from '../../db/schema.ts';

export interface ProgressRow {
  progress: number;
  lastSlide: number | null;
  completedAt: Date | string | null;
}

/**
 * Records a report in one statement: inserts nothing unless the course is assigned to the organization
 * and enabled; a smaller report never lowers the stored progress (GREATEST), and a completion is kept.
 * Concurrent reports of one employee serialize on the row, so none is lost. Prepared (a learner hot path).
 */
const recordProgressStatement = preparedPerDatabase((db) => {
  const progress = sql`${sql.placeholder('progress')}::int`;
  return db
    .insert(courseProgress)
    .select(sql`
      select ${sql.placeholder('userId')}::uuid, tc.tenant_id, tc.course_id, ${progress},
             ${sql.placeholder('slideNumber')}::int, case when ${progress} >= 100 then now() end, now()
      from ${tenantCourses} tc
      where tc.tenant_id = ${sql.placeholder('tenantId')}::uuid and tc.course_id = ${sql.placeholder('courseId')}::uuid
        and tc.is_enabled`)
    .onConflictDoUpdate({
      target: [courseProgress.userId, courseProgress.courseId],
      set: {
        progress: sql`greatest(${courseProgress.progress}, excluded.progress)`,
        lastSlide: sql`greatest(${courseProgress.lastSlide}, excluded.last_slide)`,
        completedAt: sql`coalesce(${courseProgress.completedAt}, excluded.completed_at)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      progress: courseProgress.progress,
      lastSlide: courseProgress.lastSlide,
      completedAt: courseProgress.completedAt,
    })
    .prepare('record_progress');
});

export async function recordProgress(
  db: Db,
  report: { userId: string; tenantId: string; courseId: string; progress: number; slideNumber: number | null },
): Promise<ProgressRow | undefined> {
  const [row] = await recordProgressStatement(db).execute(report);
  return row;
}

/** Whether the organization has the course at all, enabled or not (tells 403 from 404 after a refusal). */
export async function findAssignmentState(db: Db, tenantId: string, courseId: string) {
  const [row] = await db
    .select({ isEnabled: tenantCourses.isEnabled })
    .from(tenantCourses)
    .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.courseId, courseId)))
    .limit(1);
  return row;
}

export async function findProgress(db: Db, tenantId: string, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courseProgress)
    .where(
      and(eq(courseProgress.tenantId, tenantId), eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)),
    )
    .limit(1);
  return row;
}

/** Every course record of one employee, keyed by course. */
export async function listUserProgress(db: Db, tenantId: string, userId: string) {
  return db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.tenantId, tenantId), eq(courseProgress.userId, userId)));
}
