import type { UsersProgressSort } from '@complyra/core';
import { and, asc, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { courseProgress, courses, invites, tenantCourses, users } from '../../db/schema.ts';
import { selectRows } from '../../db/select-rows.ts';
import { employeeCourseDueAt, openCycleDueAt } from '../assignments/course-cycles.repository.ts';
import { passedQuiz } from '../certificates/certificates.repository.ts';
import { containsPattern, orderSql, type PageRequest, pageSql } from '../../lib/paging.ts';
import { complianceNow } from '../../lib/clock.ts';

// Every query here reads one organization and is bounded by what the screen shows: whole-organization
// figures come from one small counts row per employee (user_course_counts, kept by a trigger), and
// per-employee course lists are only built for one page (or the 20 recent ones).
// Written with explicit table names: Drizzle leaves columns unqualified inside sql``.

/** The organization's enabled courses: the only ones any figure counts. */
const enabledCourseIds = (tenantId: string) =>
  sql`(select tc.course_id from tenant_courses tc where tc.tenant_id = ${tenantId} and tc.is_enabled)`;

/** Its switched-off courses, whose records user_course_counts still counts and the figures take off again. */
const switchedOffCourseIds = (tenantId: string) =>
  sql`(select tc.course_id from tenant_courses tc where tc.tenant_id = ${tenantId} and not tc.is_enabled)`;

/** Its admins (a short list): their own previews are not employees' progress. */
const nonEmployeeIds = (tenantId: string) =>
  sql`(select n.id from users n where n.tenant_id = ${tenantId} and (n.role <> 'EMPLOYEE' or n.anonymized_at is not null))`;

/**
 * Employees, enabled courses and how many (employee, enabled course) pairs are completed / in progress,
 * in one query: the employees' counts (one small row each, kept by a trigger) less the records of
 * switched-off courses, read through the (tenant, course) index.
 */
export async function countTrainingStatus(db: Db, tenantId: string) {
  const [row] = await selectRows<{ total_users: number; total_courses: number; completed: number; in_progress: number }>(
    db,
    sql`select
      (select count(*)::int from users where tenant_id = ${tenantId} and role = 'EMPLOYEE' and anonymized_at is null) as total_users,
      (select count(*)::int from tenant_courses where tenant_id = ${tenantId} and is_enabled) as total_courses,
      (every_course.completed - switched_off.completed)::int as completed,
      (every_course.in_progress - switched_off.in_progress)::int as in_progress
    from (
      select coalesce(sum(c.completed), 0) as completed, coalesce(sum(c.in_progress), 0) as in_progress
      from user_course_counts c
      where c.tenant_id = ${tenantId} and c.user_id not in ${nonEmployeeIds(tenantId)}
    ) every_course, (
      select count(*) filter (where cp.progress >= 100) as completed,
        count(*) filter (where cp.progress > 0 and cp.progress < 100) as in_progress
      from course_progress cp
      where cp.tenant_id = ${tenantId} and cp.course_id in ${switchedOffCourseIds(tenantId)}
        and cp.user_id not in ${nonEmployeeIds(tenantId)}
    ) switched_off`,
  );
  return {
    totalUsers: Number(row?.total_users ?? 0),
    totalCourses: Number(row?.total_courses ?? 0),
    completed: Number(row?.completed ?? 0),
    inProgress: Number(row?.in_progress ?? 0),
  };
}

/**
 * (employee, enabled course) pairs past the employee's due date and not passed: a fixed date ends with its
 * day (UTC); a window of days counts from when the employee was added, or from the assignment if later.
 */
export async function countOverdue(db: Db, tenantId: string) {
  const [row] = await selectRows<{ overdue: number }>(
    db,
    sql`select count(*)::int as overdue
    from users u
    join tenant_courses tc on tc.tenant_id = u.tenant_id and tc.is_enabled
      and (tc.due_date is not null or tc.due_days is not null or ${openCycleDueAt(sql`u.id`, sql`tc.course_id`)} is not null)
    where u.tenant_id = ${tenantId} and u.role = 'EMPLOYEE' and u.anonymized_at is null
      and ${employeeCourseDueAt} < ${complianceNow().toISOString()}::timestamptz
      and not ${passedQuiz(sql`u.id`, sql`tc.course_id`)}`,
  );
  return Number(row?.overdue ?? 0);
}

const employeeFilter = (tenantId: string, search: string | undefined): SQL => {
  const pattern = search === undefined ? undefined : containsPattern(search);
  return sql`u.tenant_id = ${tenantId} and u.role = 'EMPLOYEE' and u.anonymized_at is null${
    pattern === undefined ? sql`` : sql` and (u.name ilike ${pattern} or u.email ilike ${pattern})`
  }`;
};

/** The Users tab's orders that read each employee's course counts (name and e-mail are the users module's page). */
export type ProgressSort = Exclude<UsersProgressSort, 'name' | 'email'>;

/**
 * The ids of one page of employees ordered by a count or the overall status: every employee ordered by their
 * counts row (less their records of switched-off courses), one small row each.
 */
export async function findEmployeePageIdsByProgress(db: Db, tenantId: string, request: PageRequest<ProgressSort>) {
  const dir = orderSql(request.order);
  const where = employeeFilter(tenantId, request.search);
  const completed = sql`(coalesce(c.completed, 0) - coalesce(off.completed, 0))`;
  const inProgress = sql`(coalesce(c.in_progress, 0) - coalesce(off.in_progress, 0))`;
  const total = sql`(select count(*) from tenant_courses tc where tc.tenant_id = ${tenantId} and tc.is_enabled)`;
  const keys: Record<ProgressSort, SQL> = {
    completed,
    inProgress,
    notStarted: sql`${total} - ${completed} - ${inProgress}`,
    // The overall status (core's overallStatus): Not Started 0, In Progress 1, Completed 2.
    status: sql`case when ${total} = 0 then 0 when ${completed} = ${total} then 2
      when ${completed} > 0 or ${inProgress} > 0 then 1 else 0 end`,
  };
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select u.id from users u
    left join user_course_counts c on c.user_id = u.id
    left join (
      select cp.user_id,
        count(*) filter (where cp.progress >= 100) as completed,
        count(*) filter (where cp.progress > 0 and cp.progress < 100) as in_progress
      from course_progress cp
      where cp.tenant_id = ${tenantId} and cp.course_id in ${switchedOffCourseIds(tenantId)}
      group by cp.user_id
    ) off on off.user_id = u.id
    where ${where}
    order by ${keys[request.sort]} ${dir}, u.name asc, u.email asc
    ${pageSql(request)}`,
  );
  return rows.map((row) => row.id);
}

/**
 * The employees whose records changed last, most recent first, from the organization's latest changes
 * only: an employee has at most one record per enabled course, so the 20 most recently active employees
 * are all among the latest 20 x (enabled courses) changes, which the (tenant, updated) index hands over
 * newest first. Nothing older is read.
 */
export async function findRecentlyActiveEmployees(db: Db, tenantId: string, count: number) {
  return selectRows<{ user_id: string; last_activity_at: Date | string }>(
    db,
    sql`with changes as (
      select cp.user_id, cp.updated_at
      from course_progress cp
      join users u on u.id = cp.user_id and u.role = 'EMPLOYEE' and u.anonymized_at is null
      where cp.tenant_id = ${tenantId} and cp.course_id in ${enabledCourseIds(tenantId)}
      order by cp.updated_at desc
      limit ${count} * (select count(*) from tenant_courses tc where tc.tenant_id = ${tenantId} and tc.is_enabled)
    )
    select user_id, max(updated_at) as last_activity_at from changes
    group by user_id order by last_activity_at desc limit ${count}`,
  );
}

/**
 * These employees (one page at most) with each enabled course of the organization and their progress in
 * it, in one query (an employee without courses comes once with null course fields).
 */
export async function listEmployeeCourseStates(db: Db, tenantId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  const openInvite = db
    .select({ userId: invites.userId })
    .from(invites)
    .where(and(eq(invites.userId, users.id), isNull(invites.usedAt)));
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      hasOpenInvite: exists(openInvite),
      courseId: courses.id,
      title: courses.title,
      progress: courseProgress.progress,
      updatedAt: courseProgress.updatedAt,
      addedAt: users.createdAt,
      dueDate: tenantCourses.dueDate,
      dueDays: tenantCourses.dueDays,
      assignedAt: tenantCourses.assignedAt,
      passed: passedQuiz(users.id, tenantCourses.courseId),
      cycleDueAt: openCycleDueAt(users.id, tenantCourses.courseId),
    })
    .from(users)
    .leftJoin(tenantCourses, and(eq(tenantCourses.tenantId, users.tenantId), eq(tenantCourses.isEnabled, true)))
    .leftJoin(courses, eq(courses.id, tenantCourses.courseId))
    .leftJoin(courseProgress, and(eq(courseProgress.userId, users.id), eq(courseProgress.courseId, tenantCourses.courseId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'EMPLOYEE'), inArray(users.id, userIds)))
    .orderBy(asc(tenantCourses.assignedAt), asc(courses.title));
}

/**
 * The super user's cards: organizations (never the platform's own nor a deleted one), courses and the
 * employees of organizations that are not deleted, in one query.
 */
export async function countPlatformTotals(db: Db) {
  const month = sql`now() - interval '30 days'`;
  const [row] = await selectRows<Record<'organizations' | 'organizations_added' | 'courses' | 'courses_added' | 'users', number>>(
    db,
    sql`select
      (select count(*)::int from tenants where not is_platform and deleted_at is null) as organizations,
      (select count(*)::int from tenants where not is_platform and deleted_at is null and created_at >= ${month}) as organizations_added,
      (select count(*)::int from courses where retired_at is null) as courses,
      (select count(*)::int from courses where retired_at is null and created_at >= ${month}) as courses_added,
      (select count(*)::int from users u join tenants t on t.id = u.tenant_id
        where u.role = 'EMPLOYEE' and u.anonymized_at is null and t.deleted_at is null) as users`,
  );
  return {
    totalOrganizations: Number(row?.organizations ?? 0),
    organizationsAddedLastMonth: Number(row?.organizations_added ?? 0),
    totalCourses: Number(row?.courses ?? 0),
    coursesAddedLastMonth: Number(row?.courses_added ?? 0),
    totalUsers: Number(row?.users ?? 0),
  };
}
