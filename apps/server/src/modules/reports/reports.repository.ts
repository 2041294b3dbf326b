import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { courseProgress, courses, tenantCourses, users } from '../../db/schema.ts';

/** Employees, enabled courses and how many (employee, enabled course) pairs are completed / in progress. */
export async function countTrainingStatus(db: Db, tenantId: string) {
  const started = (condition: ReturnType<typeof sql>) => sql<number>`(
    select count(*)::int from ${courseProgress} cp
    join ${tenantCourses} tc on tc.tenant_id = cp.tenant_id and tc.course_id = cp.course_id and tc.is_enabled
    join ${users} u on u.id = cp.user_id and u.role = 'EMPLOYEE'
    where cp.tenant_id = ${tenantId} and ${condition}
  )`;
  const result = (await db.execute(sql`select
    (select count(*)::int from ${users} where tenant_id = ${tenantId} and role = 'EMPLOYEE') as total_users,
    (select count(*)::int from ${tenantCourses} where tenant_id = ${tenantId} and is_enabled) as total_courses,
    ${started(sql`cp.progress >= 100`)} as completed,
    ${started(sql`cp.progress > 0 and cp.progress < 100`)} as in_progress
  `)) as unknown as { rows: { total_users: number; total_courses: number; completed: number; in_progress: number }[] };
  const row = result.rows[0];
  return {
    totalUsers: Number(row?.total_users ?? 0),
    totalCourses: Number(row?.total_courses ?? 0),
    completed: Number(row?.completed ?? 0),
    inProgress: Number(row?.in_progress ?? 0),
  };
}

/**
 * Every employee with each enabled course of the organization and their progress in it, in one query
 * (an employee without courses comes once with null course fields).
 */
export async function listEmployeeCourseStates(db: Db, tenantId: string) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      courseId: courses.id,
      title: courses.title,
      progress: courseProgress.progress,
      updatedAt: courseProgress.updatedAt,
    })
    .from(users)
    .leftJoin(tenantCourses, and(eq(tenantCourses.tenantId, users.tenantId), eq(tenantCourses.isEnabled, true)))
    .leftJoin(courses, eq(courses.id, tenantCourses.courseId))
    .leftJoin(courseProgress, and(eq(courseProgress.userId, users.id), eq(courseProgress.courseId, tenantCourses.courseId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'EMPLOYEE')))
    .orderBy(asc(users.name), asc(users.email), asc(tenantCourses.assignedAt), asc(courses.title));
}
