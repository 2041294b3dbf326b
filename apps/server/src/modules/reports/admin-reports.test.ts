import { type AdminReports, adminReportColumns, csvByteOrderMark } from '@complyra/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails, setCourseEnabled } from '../../test/organization.ts';

// One organization with two enabled courses (Beta due long ago) and one switched off, four employees
// inserted with known records, one anonymized person, one employee added through the API; beside a
// second organization whose admin must not read it.

describe('the admin\'s reports', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let employeeToken: string;
  let alpha: { id: string };
  let beta: { id: string };
  let gamma: { id: string };
  const ids = new Map<string, string>();

  const reports = (query = '', token = org.adminToken, tenantId = org.tenant.id) =>
    t.app.inject({ method: 'GET', url: `/api/admin/reports?tenantId=${tenantId}${query}`, headers: bearer(token) });
  const get = async (query = '') => {
    const res = await reports(query);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json<AdminReports>();
  };
  const progress = (who: string, courseId: string, value: number, completedAt: string | null) =>
    t.database.db.execute(sql`insert into course_progress (user_id, tenant_id, course_id, progress, completed_at)
      values (${ids.get(who)}, ${org.tenant.id}, ${courseId}, ${value}, ${completedAt}::timestamptz)`);
  const attempt = (who: string, courseId: string, score: number, passed: boolean, submittedAt: string) =>
    t.database.db.execute(sql`insert into quiz_attempts (tenant_id, user_id, course_id, course_version, retry_type, questions, score, passed, submitted_at)
      values (${org.tenant.id}, ${ids.get(who)}, ${courseId}, 1, 'FIRST', '[]'::jsonb, ${score}, ${passed}, ${submittedAt}::timestamptz)`);
  const byCourse = <T extends { courseId: string }>(rows: T[], courseId: string) => rows.find((row) => row.courseId === courseId);

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    const superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Reports Org');
    other = await createOrganization(t.app, superToken, 'Reports Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    alpha = await insertReadyCourse(t.database.db, { title: 'Alpha Report Course' });
    // A title a spreadsheet would run as a formula.
    beta = await insertReadyCourse(t.database.db, { title: '=Beta Report Course' });
    gamma = await insertReadyCourse(t.database.db, { title: 'Gamma Switched Off' });
    for (const course of [alpha, beta, gamma]) await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    await t.database.db.execute(sql`update tenant_courses set due_date = '2020-01-01' where course_id = ${beta.id}`);
    employeeToken = await addEmployee(t.app, org.adminToken, org.tenant.id, 'api-employee@reports-org.test');
    const inserted = await t.database.db
      .insert(users)
      .values([
        ...['e1', 'e2', 'e3', 'e4'].map((key) => ({ tenantId: org.tenant.id, name: key, email: `${key}@reports-org.test`, role: 'EMPLOYEE' as const })),
        { tenantId: org.tenant.id, name: 'Anonymized', email: 'gone@reports-org.test', role: 'EMPLOYEE' as const, anonymizedAt: new Date() },
      ])
      .returning({ id: users.id, email: users.email });
    for (const row of inserted) ids.set(row.email.split('@')[0]!, row.id);
    await progress('e1', alpha.id, 100, '2026-01-05T09:00:00Z');
    await progress('e2', alpha.id, 100, '2026-01-11T23:59:00Z');
    await progress('e3', alpha.id, 40, null);
    await progress('gone', alpha.id, 100, '2026-01-06T09:00:00Z');
    await progress('e1', beta.id, 100, '2026-01-14T09:00:00Z');
    await progress('e2', beta.id, 50, null);
    await progress('e1', gamma.id, 100, '2026-01-20T09:00:00Z');
    await attempt('e1', alpha.id, 80, true, '2026-01-05T09:00:00Z');
    await attempt('e2', alpha.id, 60, false, '2026-01-10T09:00:00Z');
    await attempt('e2', alpha.id, 90, true, '2026-02-01T09:00:00Z');
    await attempt('gone', alpha.id, 10, false, '2026-01-06T09:00:00Z');
    await setCourseEnabled(t.app, org.adminToken, org.tenant.id, gamma.id, false);
  }, 60_000);
  afterAll(() => t.close());

  it('counts completions per week, status per course and scores per course for the organization', async () => {
    const all = await get();
    // Weeks start on Monday (UTC); the anonymized person and the switched-off course are not counted.
    expect(all.completionsPerWeek).toEqual([
      { week: '2026-01-05', completions: 2 },
      { week: '2026-01-12', completions: 1 },
    ]);
    expect(all.statusPerCourse.map((row) => row.courseId).sort()).toEqual([alpha.id, beta.id].sort());
    expect(byCourse(all.statusPerCourse, alpha.id)).toEqual({
      courseId: alpha.id, title: 'Alpha Report Course', completed: 2, inProgress: 1, notStarted: 2, overdue: 0,
    });
    // Beta was due in 2020: everyone who has not completed it is overdue.
    expect(byCourse(all.statusPerCourse, beta.id)).toEqual({
      courseId: beta.id, title: '=Beta Report Course', completed: 1, inProgress: 0, notStarted: 0, overdue: 4,
    });
    expect(byCourse(all.scoresPerCourse, alpha.id)).toEqual({
      courseId: alpha.id, title: 'Alpha Report Course', attempts: 3, averageScore: 76.7, passRate: 66.7,
    });
    expect(byCourse(all.scoresPerCourse, beta.id)).toEqual({
      courseId: beta.id, title: '=Beta Report Course', attempts: 0, averageScore: null, passRate: null,
    });
  });

  it('filters by course, status and date range', async () => {
    const onlyBeta = await get(`&courseId=${beta.id}`);
    expect(onlyBeta.completionsPerWeek).toEqual([{ week: '2026-01-12', completions: 1 }]);
    expect(onlyBeta.statusPerCourse.map((row) => row.title)).toEqual(['=Beta Report Course']);
    expect(onlyBeta.scoresPerCourse.map((row) => row.title)).toEqual(['=Beta Report Course']);

    const overdue = await get('&status=overdue');
    expect(byCourse(overdue.statusPerCourse, alpha.id)).toMatchObject({ completed: 0, inProgress: 0, notStarted: 0, overdue: 0 });
    expect(byCourse(overdue.statusPerCourse, beta.id)).toMatchObject({ completed: 0, inProgress: 0, notStarted: 0, overdue: 4 });

    // Whole UTC days, both ends included.
    const january = await get('&from=2026-01-06&to=2026-01-11');
    expect(january.completionsPerWeek).toEqual([{ week: '2026-01-05', completions: 1 }]);
    expect(byCourse(january.scoresPerCourse, alpha.id)).toMatchObject({ attempts: 1, averageScore: 60, passRate: 0 });
    const february = await get('&from=2026-02-01&to=2026-02-01');
    expect(february.completionsPerWeek).toEqual([]);
    expect(byCourse(february.scoresPerCourse, alpha.id)).toMatchObject({ attempts: 1, averageScore: 90, passRate: 100 });
  });

  it('refuses filters it cannot read with 400, never 5xx', async () => {
    for (const query of ['&status=late', '&from=yesterday', '&courseId=nope', '&from=2026-02-02&to=2026-02-01']) {
      expect((await reports(query)).statusCode, query).toBe(400);
    }
    expect((await reports('&from=2026-02-02&to=2026-02-01')).json()).toMatchObject({ message: 'The start date must be on or before the end date' });
    const unknown = await reports(`&courseId=00000000-0000-4000-8000-000000000000`);
    expect(unknown.json<AdminReports>()).toEqual({ completionsPerWeek: [], statusPerCourse: [], scoresPerCourse: [] });
  });

  it('is walled: another organization\'s admin gets 404, an employee 403, and their own reports are empty', async () => {
    expect((await reports('', other.adminToken)).statusCode).toBe(404);
    expect((await reports('', employeeToken)).statusCode).toBe(403);
    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/reports/status.csv?tenantId=${org.tenant.id}`, headers: bearer(other.adminToken) });
    expect(csv.statusCode).toBe(404);
    const theirs = await reports('', other.adminToken, other.tenant.id);
    expect(theirs.json<AdminReports>()).toEqual({ completionsPerWeek: [], statusPerCourse: [], scoresPerCourse: [] });
  });

  it('exports each report as CSV: UTF-8 with a byte-order mark, formulas escaped', async () => {
    const download = (name: string, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/admin/reports/${name}.csv?tenantId=${org.tenant.id}${query}`, headers: bearer(org.adminToken) });
    const status = await download('status', `&courseId=${beta.id}`);
    expect(status.statusCode).toBe(200);
    expect(status.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(status.headers['content-disposition']).toMatch(/^attachment; filename="report-status-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...status.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(status.body).toBe(`${csvByteOrderMark}${adminReportColumns.status.join(',')}\r\n'=Beta Report Course,1,0,0,4\r\n`);
    expect((await download('completions')).body).toBe(`${csvByteOrderMark}Week Starting,Completions\r\n2026-01-05,2\r\n2026-01-12,1\r\n`);
    expect((await download('scores', `&courseId=${alpha.id}`)).body).toBe(
      `${csvByteOrderMark}Course,Submitted Attempts,Average Score (%),Pass Rate (%)\r\nAlpha Report Course,3,76.7,66.7\r\n`,
    );
    expect((await download('people')).statusCode).toBe(400);
  });
  it('counts a course overdue by its window of days or by an open cycle\'s own due date', async () => {
    const delta = await insertReadyCourse(t.database.db, { title: 'Delta Window Course' });
    const epsilon = await insertReadyCourse(t.database.db, { title: 'Epsilon Cycle Course' });
    for (const course of [delta, epsilon]) await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    // Delta is due 30 days after the later of its assignment (60 days ago) and the employee's arrival.
    await t.database.db.execute(sql`update tenant_courses set due_days = 30, assigned_at = now() - interval '60 days'
      where tenant_id = ${org.tenant.id} and course_id = ${delta.id}`);
    for (const who of ['e1', 'e2', 'e3']) {
      await t.database.db.execute(sql`update users set created_at = now() - interval '90 days' where id = ${ids.get(who)}`);
    }
    const cycle = (who: string, courseId: string, dueAt: string | null) =>
      t.database.db.execute(sql`insert into course_cycles (tenant_id, user_id, course_id, cycle, reason, course_version, started_at, due_at)
        values (${org.tenant.id}, ${ids.get(who)}, ${courseId}, 2, 'recertification', 1, now() - interval '1 day', ${dueAt}::timestamptz)`);
    // Delta: e1 started and late (a pass of a closed cycle does not count), e2 late but passed, e3 late by the
    // rule but its open cycle is due tomorrow, e4 and the API employee arrived too recently.
    await progress('e1', delta.id, 40, null);
    await attempt('e1', delta.id, 90, true, '2026-01-05T09:00:00Z');
    await t.database.db.execute(sql`update quiz_attempts set archived_cycle = 1 where user_id = ${ids.get('e1')} and course_id = ${delta.id}`);
    await attempt('e2', delta.id, 90, true, '2026-01-05T09:00:00Z');
    await progress('e3', delta.id, 20, null);
    await cycle('e3', delta.id, new Date(Date.now() + 86400_000).toISOString());
    // Epsilon has no due rule: e1's open cycle was due yesterday, e2 completed despite the same, e3's cycle sets
    // no date of its own, e4 is part-way.
    await cycle('e1', epsilon.id, new Date(Date.now() - 86400_000).toISOString());
    await cycle('e2', epsilon.id, new Date(Date.now() - 86400_000).toISOString());
    await progress('e2', epsilon.id, 100, '2026-01-20T09:00:00Z');
    await cycle('e3', epsilon.id, null);
    await progress('e4', epsilon.id, 60, null);

    const all = await get();
    expect(byCourse(all.statusPerCourse, delta.id)).toMatchObject({ completed: 0, overdue: 1, inProgress: 1, notStarted: 3 });
    expect(byCourse(all.statusPerCourse, epsilon.id)).toMatchObject({ completed: 1, overdue: 1, inProgress: 1, notStarted: 2 });
    expect((await get(`&courseId=${delta.id}`)).statusPerCourse).toEqual([byCourse(all.statusPerCourse, delta.id)]);
  });
});
