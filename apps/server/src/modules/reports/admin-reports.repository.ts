import type { AdminReportsQuery } from '@complyra/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { selectRows } from '../../db/select-rows.ts';
import { employeeCourseDueAt } from '../assignments/course-cycles.repository.ts';
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
  // Each employee's state is worked out once (the due time and the pass looked up only for the unfinished).
  return selectRows<Row>(
    db,
    sql`select c.id as course_id, c.title,
      count(s.state) filter (where s.state = 'completed')::int as completed,
      count(s.state) filter (where s.state = 'overdue')::int as overdue,
      count(s.state) filter (where s.state = 'in progress')::int as in_progress,
      count(s.state) filter (where s.state = 'not started')::int as not_started
    from tenant_courses tc
    join courses c on c.id = tc.course_id and c.retired_at is null
    left join lateral (
      select case
        when coalesce(cp.progress, 0) >= 100 then 'completed'
        when ${employeeCourseDueAt} < ${complianceNow().toISOString()}::timestamptz and not ${passedQuiz(sql`u.id`, sql`tc.course_id`)} then 'overdue'
        when coalesce(cp.progress, 0) > 0 then 'in progress'
        else 'not started' end as state
      from users u
      left join course_progress cp on cp.user_id = u.id and cp.course_id = tc.course_id
      where u.tenant_id = tc.tenant_id and u.role = 'EMPLOYEE' and u.anonymized_at is null
    ) s on true
    where tc.tenant_id = ${tenantId} and tc.is_enabled ${courseId ? sql`and tc.course_id = ${courseId}` : sql``}
    group by c.id, c.title order by c.title, c.id`,
  );
}

/** Each enabled course's submitted quiz attempts in the range: how many, their average score and how many passed. */
export async function countScoresPerCourse(db: Db, tenantId: string, filters: Filters) {
  type Row = { course_id: string; title: string; attempts: number; average_score: number | string | null; passed: number };
  return selectRows<Row>(
    db,
    sql`select c.id as course_id, c.title,
      count(qa.id)::int as attempts,
      avg(qa.score) as average_score,
      count(qa.id) filter (where qa.passed)::int as passed
    from tenant_courses tc
    join courses c on c.id = tc.course_id and c.retired_at is null
    left join quiz_attempts qa on qa.course_id = tc.course_id and qa.tenant_id = tc.tenant_id
      and qa.submitted_at is not null and qa.score is not null
      and ${employeeFilter(tenantId, sql`qa.user_id`)}
      ${dayRange(sql`qa.submitted_at`, filters.from, filters.to)}
    where tc.tenant_id = ${tenantId} and tc.is_enabled ${filters.courseId ? sql`and tc.course_id = ${filters.courseId}` : sql``}
    group by c.id, c.title order by c.title, c.id`,
  );
}
