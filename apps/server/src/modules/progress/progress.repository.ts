import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { courseProgress, tenantCourses, users } from '../../db/schema.ts';

export interface ProgressRow {
  progress: number;
  lastSlide: number | null;
  completedAt: Date | string | null;
}

/**
 * Records a report in one statement: inserts nothing unless the course is assigned to the organization
 * and enabled; a smaller report never lowers the stored progress (GREATEST), and a completion is kept.
 * Concurrent reports of one employee serialize on the row, so none is lost. Undefined: not available.
 */
export async function recordProgress(
  db: Db,
  report: { userId: string; tenantId: string; courseId: string; progress: number; slideNumber: number | null },
): Promise<ProgressRow | undefined> {
  const { userId, tenantId, courseId, progress, slideNumber } = report;
  type Returned = { progress: number; last_slide: number | null; completed_at: Date | string | null };
  // Both drivers answer raw statements with { rows }.
  const result = (await db.execute(sql`
    insert into ${courseProgress} (user_id, tenant_id, course_id, progress, last_slide, completed_at, updated_at)
    select ${userId}, tc.tenant_id, tc.course_id, ${progress}::int, ${slideNumber}::int,
           case when ${progress}::int >= 100 then now() end, now()
    from ${tenantCourses} tc
    where tc.tenant_id = ${tenantId} and tc.course_id = ${courseId} and tc.is_enabled
    on conflict (user_id, course_id) do update set
      progress = greatest(${courseProgress.progress}, excluded.progress),
      last_slide = greatest(${courseProgress.lastSlide}, excluded.last_slide),
      completed_at = coalesce(${courseProgress.completedAt}, excluded.completed_at),
      updated_at = now()
    returning progress, last_slide, completed_at
  `)) as unknown as { rows: Returned[] };
  const row = result.rows[0];
  return row && { progress: Number(row.progress), lastSlide: row.last_slide, completedAt: row.completed_at };
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

/** The organization a user belongs to, or undefined when there is no such user. */
export async function findUserTenantId(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ tenantId: users.tenantId }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.tenantId;
}
