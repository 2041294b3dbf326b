import { csvByteOrderMark, usersExportColumns } from '@complyra/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../access/caller.ts';
import { bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { exportUsersCsv, usersExportBatch } from './users-export.service.ts';

// The Users tab as a CSV file for an organization of 10,000 employees, beside another whose people must not appear.
const employees = 10_000;

describe('the Users export', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;

  const download = (token: string, tenantId = org.tenant.id, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/dashboard/users-progress/export.csv?tenantId=${tenantId}${query}`, headers: bearer(token) });

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Export Org');
    other = await createOrganization(t.app, superToken, 'Export Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    const course = await insertReadyCourse(t.database.db, { title: 'Export Course' });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    // "Employee 00001"…: one statement, as an import of that size would leave them.
    await t.database.db.execute(sql`insert into users (tenant_id, name, email, role, password_hash)
      select ${org.tenant.id}, 'Employee ' || lpad(g::text, 5, '0'), 'e' || g || '@export-org.test', 'EMPLOYEE', 'x'
      from generate_series(1, ${employees - 5}) g`);
    // Names a spreadsheet would run as formulas, and one with a comma and quotes.
    const hostile = ['=HYPERLINK("http://evil.test","Click")', '+SUM(1,2)', '-2+3', '@cmd', 'Zoë "Z" Ångström, Jr.'];
    for (const [i, name] of hostile.entries()) {
      await t.database.db.execute(sql`insert into users (tenant_id, name, email, role, password_hash)
        values (${org.tenant.id}, ${name}, ${`hostile${i}@export-org.test`}, 'EMPLOYEE', 'x')`);
    }
    const found = await t.database.db.execute(sql`select id from users where email = 'e1@export-org.test'`);
    const [first] = (found as unknown as { rows: { id: string }[] }).rows;
    await t.database.db.execute(sql`insert into course_progress (user_id, tenant_id, course_id, progress, completed_at)
      values (${first!.id}, ${org.tenant.id}, ${course.id}, 100, now())`);
    await t.database.db.execute(sql`insert into users (tenant_id, name, email, role) values (${other.tenant.id}, 'Stranger', 's@other.test', 'EMPLOYEE')`);
  }, 120_000);
  afterAll(() => t.close());

  it('answers every employee once, UTF-8 with a byte-order mark, formulas escaped, as a download', async () => {
    const started = performance.now();
    const answer = await download(org.adminToken);
    const ms = Math.round(performance.now() - started);
    console.info(`users export: ${employees} employees, ${answer.rawPayload.length} bytes in ${ms} ms`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const text = answer.rawPayload.toString('utf8');
    expect(text.startsWith(csvByteOrderMark)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(usersExportColumns.join(','));
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(employees);
    const emails = rows.map((row) => row.match(/,([^,]+@export-org\.test),/)?.[1]);
    expect(new Set(emails).size).toBe(employees);
    expect(text).not.toContain('Stranger');

    expect(rows).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")",hostile0@export-org.test,1,0,0,0,1,Not Started,No,`);
    expect(rows).toContain(`"'+SUM(1,2)",hostile1@export-org.test,1,0,0,0,1,Not Started,No,`);
    expect(rows).toContain(`'-2+3,hostile2@export-org.test,1,0,0,0,1,Not Started,No,`);
    expect(rows).toContain(`'@cmd,hostile3@export-org.test,1,0,0,0,1,Not Started,No,`);
    expect(rows).toContain(`"Zoë ""Z"" Ångström, Jr.",hostile4@export-org.test,1,0,0,0,1,Not Started,No,`);
    expect(rows.find((row) => row.startsWith('Employee 00001,'))).toMatch(/^Employee 00001,e1@export-org\.test,0,0,1,0,1,Completed,No,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
    // Name order, as the Users tab.
    expect(emails.slice(0, 3)).toEqual(['hostile1@export-org.test', 'hostile2@export-org.test', 'hostile0@export-org.test']);
  }, 120_000);

  it('exports what a search shows', async () => {
    const answer = await download(org.adminToken, org.tenant.id, '&search=Employee%200999');
    const rows = answer.rawPayload.toString('utf8').slice(1).split('\r\n').slice(1, -1);
    // Employees 09990 to 09995 (the seed made 9,995 plainly named ones).
    expect(rows.map((row) => row.split(',')[0])).toEqual(Array.from({ length: 6 }, (_, i) => `Employee 0999${i}`));
  });

  it('is written a batch at a time: the header and the first batch come before the rest is read', async () => {
    const caller: Caller = { userId: 'x', sessionId: 'x', role: 'SUPER_ADMIN', tenantId: org.tenant.id, email: 'root@complyra.test', name: 'Root' };
    const lines = (await exportUsersCsv(t.database.db, caller, org.tenant.id, undefined))[Symbol.asyncIterator]();
    const header = await lines.next();
    expect(header.value).toBe(`${csvByteOrderMark}${usersExportColumns.join(',')}\r\n`);
    const batch = await lines.next();
    expect((batch.value as string).split('\r\n').length - 1).toBe(usersExportBatch);
    let chunks = 2;
    while (!(await lines.next()).done) chunks++;
    expect(chunks).toBe(1 + Math.ceil(employees / usersExportBatch));
  }, 120_000);

  it('is the organization admin\'s and the super user\'s only', async () => {
    const refused = await download(other.adminToken);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Organization not found' });
    expect((await download(superToken)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/dashboard/users-progress/export.csv?tenantId=${org.tenant.id}` })).statusCode).toBe(401);
    const malformed = await download(org.adminToken, 'not-a-uuid');
    expect([malformed.statusCode, malformed.json()]).toEqual([404, { message: 'Organization not found' }]);
  }, 120_000);
});
