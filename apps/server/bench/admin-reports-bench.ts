import http from 'node:http';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { mintEmployeeSessions, withBenchServer } from '../src/cli/bench-server.ts';
import { seedAdminScale } from '../src/cli/admin-scale-seed.ts';
import { openDatabase } from '../src/db/database.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { countCompletionsPerWeek, countScoresPerCourse, countStatusPerCourse } from '../src/modules/reports/admin-reports.repository.ts';

// npm run bench:reports — the admin's Reports tab on PostgreSQL: one organization of 10,000 employees and
// 20 courses among 1,000 (bench:admin's seed), plus two quiz attempts per started (employee, course) pair
// and due dates on half the courses. Each report's query is timed alone on the database, then the tab's one
// request and each CSV through the real server, then the status query again with five courses past a fixed
// due date. Budget: p95 <= 100 ms. The machine's load average is printed: other work shares its cores.

const employees = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 100);
const budgetMs = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const agent = new http.Agent({ keepAlive: true });
const get = (url: string, token: string) =>
  new Promise<number>((resolve, reject) => {
    http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(res.statusCode) : reject(new Error(`${url}: ${res.statusCode}`))));
    }).on('error', reject);
  });

async function time(name: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  const p95 = percentile(times, 95);
  console.log(name.padEnd(44), percentile(times, 50).toFixed(1).padStart(8), p95.toFixed(1).padStart(8), ` ${p95 <= budgetMs ? 'ok' : 'OVER'}`);
}

await withBenchServer(async ({ base, databaseUrl, secret }) => {
  const database = await openDatabase({ url: databaseUrl, maxConnections: 4 });
  try {
    console.log(`Seeding ${employees} employees, 20 courses and 1,000 organizations…`);
    const scale = await seedAdminScale(database.db, {
      employees, courses: 20, otherOrganizations: 999, smallOrganizationEmployees: 5, passwordHash: await hashPassword('bench-password'),
    });
    const t = scale.tenantId;
    await database.db.execute(sql`insert into quiz_attempts (tenant_id, user_id, course_id, course_version, retry_type, questions, score, passed, submitted_at)
      select cp.tenant_id, cp.user_id, cp.course_id, 1, 'FIRST', '[]'::jsonb, s.score, s.score >= 80, now() - (s.n || ' days')::interval
      from course_progress cp
      cross join lateral (select n, (30 + (hashtext(cp.user_id::text || cp.course_id::text || n) & 63)) as score from generate_series(1, 2) n) s
      where cp.tenant_id = ${t}`);
    await database.db.execute(sql`update tenant_courses set due_days = 30 where tenant_id = ${t} and course_id in
      (select course_id from tenant_courses where tenant_id = ${t} order by course_id limit 10)`);
    await database.db.execute(sql`analyze`);
    const counts = await database.sql.executeSql(`select (select count(*) from course_progress where tenant_id = '${t}') as progress,
      (select count(*) from quiz_attempts where tenant_id = '${t}') as attempts`);
    console.log('Seeded:', counts.rows[0]);
    const [token] = await mintEmployeeSessions(database.db, secret, t, [{ id: scale.adminId, name: 'ADMIN' }], 'ADMIN');

    console.log(`\n${samples} samples each, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`.padEnd(44),
      'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
    const db = database.db;
    const lastMonth = { tenantId: t, from: new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10) };
    await time('query: completions per week', () => countCompletionsPerWeek(db, t, { tenantId: t }));
    await time('query: completions per week, last 30 days', () => countCompletionsPerWeek(db, t, lastMonth));
    await time('query: status per course', () => countStatusPerCourse(db, t, undefined));
    await time('query: scores per course', () => countScoresPerCourse(db, t, { tenantId: t }));
    await time('query: scores per course, last 30 days', () => countScoresPerCourse(db, t, lastMonth));
    await time('HTTP: GET /api/admin/reports (all three)', () => get(`${base}/api/admin/reports?tenantId=${t}`, token!));
    for (const name of ['completions', 'status', 'scores']) {
      await time(`HTTP: ${name}.csv`, () => get(`${base}/api/admin/reports/${name}.csv?tenantId=${t}`, token!));
    }
    // The status report's harder case: five courses whose fixed due date has passed, so every employee who has
    // not completed one is looked at one by one (their pass, their progress).
    await database.db.execute(sql`update tenant_courses set due_date = current_date - 10 where tenant_id = ${t} and course_id in
      (select course_id from tenant_courses where tenant_id = ${t} and due_days is null order by course_id limit 5)`);
    await time('query: status per course, 5 courses past due', () => countStatusPerCourse(db, t, undefined));
    console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.availableParallelism()} cores`);
  } finally {
    await database.close();
    agent.destroy();
  }
});
