import type { AdminReportsQuery } from '@complyra/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { selectRows } from '../../db/select-rows.ts';
import { assignmentDueAt } from '../assignments/course-cycles.repository.ts';
import { passedQuiz } from '../certificates/certificates.repository.ts';
import { complianceNow } from '../../lib/clock.ts';

// The Reports tab's three figures, one query each, over the organization's enabled courses (a retired
// course is switched off everywhere) and its current employees (no admin, no anonymized person), as the
// Users tab counts them. Written with explicit table names: Drizzle leaves columns unqualified inside sql``.

type Filters = Omit<AdminReportsQuery, 'status'>;

/** The organization's enabled, live courses, or the one asked for. */
const courseFilter = (tenantId: string, courseId: string | undefined, column: SQL) =>
  sql`${column} in (select tc.course_id from tenant_courses tc join courses c on c.id = tc.course_id
    where tc.tenant_id = ${tenantId} and tc.is_enabled and c.retired_at is null
    ${courseId ? sql`and tc.course_id = ${courseId}` : sql``})`;

/** The organization's current employees. */
const employeeFilter = (tenantId: string, column: SQL) =>
  sql`${column} in (select u.id from users u where u.tenant_id = ${tenantId} and u.role = 'EMPLOYEE' and u.anonymized_at is null)`;

/** [from, to] as whole UTC days. */
const dayRange = (column: SQL, from: string | undefined, to: string | undefined) =>
  sql`${from ? sql`and ${column} >= (${from}::date)::timestamp at time zone 'UTC'` : sql``}
    ${to ? sql`and ${column} < ((${to}::date + 1)::timestamp at time zone 'UTC')` : sql``}`;

/** Completions per ISO week (Monday, UTC), oldest first; weeks without any are not returned. */
export async function countCompletionsPerWeek(db: Db, tenantId: string, filters: Filters) {
  const week = sql`date_trunc('week', cp.completed_at at time zone 'UTC')`;
  return selectRows<{ week: string; completions: number }>(
    db,
    sql`select to_char(${week}, 'YYYY-MM-DD') as week, count(*)::int as completions
    from course_progress cp
    where cp.tenant_id = ${tenantId} and cp.progress >= 100 and cp.completed_at is not null
      and ${courseFilter(tenantId, filters.courseId, sql`cp.course_id`)}
      and ${employeeFilter(tenantId, sql`cp.user_id`)}
      ${dayRange(sql`cp.completed_at`, filters.from, filters.to)}
    group by ${week} order by ${week}`,
  );
}

/**
 * Each enabled course's employees by state, now: completed (progress 100), else overdue (past their due
 * date and not passed, as the statistics count it), else in progress, else not started.
 */
export async function countStatusPerCourse(db: Db, tenantId: string, courseId: string | undefined) {
  type Row = { course_id: string; title: string; completed: number; in_progress: number; not_started: number; overdue: number };
  // Not every (employee, course) pair one by one (10,000 x 20 is 200,000): completed and started come from the
  // organization's progress rows, counted per course; not started is what is left of the employees; only the
  // pairs that can be late are looked at one by one, and those are few: the ones whose open cycle is due, and
  // the employees of a course whose due rule has passed for someone (a fixed date gone by, or a window that
  // ended for those added early enough). A late pair is overdue unless completed or passed; it leaves the
  // in-progress or the not-started count. The due time is the shared one (employeeCourseDueAt), split in two.
  const assigned = sql`select tc.course_id, tc.due_date, tc.due_days, tc.assigned_at, c.title
    from tenant_courses tc join courses c on c.id = tc.course_id and c.retired_at is null
    where tc.tenant_id = ${tenantId} and tc.is_enabled ${courseId ? sql`and tc.course_id = ${courseId}` : sql``}`;
  const employees = sql`select u.id, u.created_at from users u
    where u.tenant_id = ${tenantId} and u.role = 'EMPLOYEE' and u.anonymized_at is null`;
  // Each employee's latest open cycle that sets its own due time (it then replaces the course's rule).
  const cycleDue = sql`select distinct on (cc.user_id, cc.course_id) cc.user_id, cc.course_id, cc.due_at
    from course_cycles cc where cc.tenant_id = ${tenantId} and cc.ended_at is null
    order by cc.user_id, cc.course_id, cc.cycle desc`;
  const now = complianceNow().toISOString();
  return selectRows<Row>(
    db,
    sql`with tc as (${assigned}), u as (${employees}), oc as (${cycleDue}),
    started as (
      select cp.course_id, count(*) filter (where cp.progress >= 100) as completed,
        count(*) filter (where cp.progress > 0 and cp.progress < 100) as in_progress
      from course_progress cp
      where cp.tenant_id = ${tenantId} and cp.course_id in (select course_id from tc) and cp.user_id in (select id from u)
      group by cp.course_id
    ),
    late_pairs as (
      select tc.course_id, u.id as user_id from tc join u on ${assignmentDueAt} < ${now}::timestamptz
      where ((tc.due_date + 1)::timestamp at time zone 'UTC' < ${now}::timestamptz or tc.assigned_at + tc.due_days * interval '1 day' < ${now}::timestamptz)
        and not exists (select 1 from oc where oc.user_id = u.id and oc.course_id = tc.course_id and oc.due_at is not null)
      union all
      select oc.course_id, oc.user_id from oc join tc on tc.course_id = oc.course_id join u on u.id = oc.user_id
      where oc.due_at < ${now}::timestamptz
    ),
    late as (
      select l.course_id, count(*) as overdue, count(*) filter (where cp.progress > 0) as overdue_started
      from late_pairs l
      left join course_progress cp on cp.tenant_id = ${tenantId} and cp.user_id = l.user_id and cp.course_id = l.course_id
      where coalesce(cp.progress, 0) < 100 and not ${passedQuiz(sql`l.user_id`, sql`l.course_id`)}
      group by l.course_id
    )
    select tc.course_id, tc.title, coalesce(s.completed, 0)::int as completed, coalesce(l.overdue, 0)::int as overdue,
      (coalesce(s.in_progress, 0) - coalesce(l.overdue_started, 0))::int as in_progress,
      ((select count(*) from u) - coalesce(s.completed, 0) - coalesce(s.in_progress, 0)
        - (coalesce(l.overdue, 0) - coalesce(l.overdue_started, 0)))::int as not_started
    from tc left join started s on s.course_id = tc.course_id left join late l on l.course_id = tc.course_id
    order by tc.title, tc.course_id`,
  );
}

/** Each enabled course's submitted quiz attempts in the range: how many, their average score and how many passed. */
export async function countScoresPerCourse(db: Db, tenantId: string, filters: Filters) {
  type Row = { course_id: string; title: string; attempts: number; average_score: number | string | null; passed: number };
  // The attempts are counted per course first, in one pass over the organization's attempts, and only then
  // named: joining every attempt to its course before counting costs as much again.
  return selectRows<Row>(
    db,
    sql`with scores as (
      select qa.course_id, count(*) as attempts, avg(qa.score) as average_score, count(*) filter (where qa.passed) as passed
      from quiz_attempts qa
      where qa.tenant_id = ${tenantId} and qa.submitted_at is not null and qa.score is not null
        ${filters.courseId ? sql`and qa.course_id = ${filters.courseId}` : sql``}
        and ${employeeFilter(tenantId, sql`qa.user_id`)}
        ${dayRange(sql`qa.submitted_at`, filters.from, filters.to)}
      group by qa.course_id
    )
    select c.id as course_id, c.title, coalesce(s.attempts, 0)::int as attempts, s.average_score, coalesce(s.passed, 0)::int as passed
    from tenant_courses tc
    join courses c on c.id = tc.course_id and c.retired_at is null
    left join scores s on s.course_id = tc.course_id
    where tc.tenant_id = ${tenantId} and tc.is_enabled ${filters.courseId ? sql`and tc.course_id = ${filters.courseId}` : sql``}
    order by c.title, c.id`,
  );
}
