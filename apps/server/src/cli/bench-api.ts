import { randomUUID } from 'node:crypto';
import os from 'node:os';
import autocannon, { type AutocannonResult } from 'autocannon';
import { openDatabase } from '../db/database.ts';
import { courses, coursePocs, sessions, tenantCourses, tenantDetails, tenants, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { signSessionToken } from '../modules/auth/tokens.ts';
import { withBenchServer } from './bench-server.ts';

// npm run bench:api — the learner hot paths against a bare primary-key route, on PostgreSQL.
// Starts the real server in its own process on a fresh database, seeds one organization with 1,000
// employees and 20 ready courses directly, then drives each route with autocannon.

const employeesCount = 1000;
const coursesCount = 20;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = 2;
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const budget = { ratio: 0.4, p99Ms: 50 };

/** One organization, its employees with one shared password hash, 20 ready enabled courses, sessions. */
async function seed(url: string, secret: string) {
  const database = await openDatabase({ url, maxConnections: 4 });
  const { db } = database;
  try {
    const passwordHash = await hashPassword('bench-password');
    const [tenant] = await db
      .insert(tenants)
      .values({ name: 'Bench Org', domain: 'bench-org.test', adminEmail: 'admin@bench-org.test' })
      .returning();
    if (!tenant) throw new Error('no tenant');
    await db.insert(tenantDetails).values({
      tenantId: tenant.id,
      hrContactName: 'HR',
      hrContactEmail: 'hr@bench-org.test',
      hrContactPhone: '+91 90000 00000',
      ceoName: 'CEO',
      ceoEmail: 'ceo@bench-org.test',
      ceoContact: '+91 90000 00001',
      ctoName: 'CTO',
      ctoEmail: 'cto@bench-org.test',
      ctoContact: '+91 90000 00002',
    });
    const people = Array.from({ length: employeesCount }, (_, i) => ({
      id: randomUUID(),
      tenantId: tenant.id,
      name: `Employee ${i + 1}`,
      email: `employee${i + 1}@bench-org.test`,
      role: 'EMPLOYEE' as const,
      passwordHash,
    }));
    for (let i = 0; i < people.length; i += 500) await db.insert(users).values(people.slice(i, i + 500));
    const courseRows = await db
      .insert(courses)
      .values(
        Array.from({ length: coursesCount }, (_, i) => ({
          title: `Compliance course ${i + 1}`,
          description: `Everything about compliance topic ${i + 1}.`,
          tags: 'compliance, bench',
          learningObjectives: 'Know the rules, Apply them',
          durationMinutes: 10,
          materialKey: `courses/bench-${i + 1}/v1/material.pdf`,
          materialName: `bench-${i + 1}.pdf`,
          materialType: 'pdf' as const,
          status: 'ready' as const,
          stage: 'ready' as const,
          slidesTotal: 10,
          slidesDone: 10,
        })),
      )
      .returning({ id: courses.id });
    await db.insert(tenantCourses).values(
      courseRows.map((c, i) => ({ tenantId: tenant.id, courseId: c.id, mandatory: i % 2 === 0, copyStatus: 'ready' as const })),
    );
    await db.insert(coursePocs).values(
      courseRows.map((c) => ({
        tenantId: tenant.id,
        courseId: c.id,
        role: 'Compliance Officer',
        name: 'Pat Lee',
        email: 'pat@bench-org.test',
        contact: '+91 99999 11111',
        position: 0,
      })),
    );
    const expiresAt = new Date(Date.now() + 3600_000);
    const sessionRows = await db
      .insert(sessions)
      .values(people.map((p) => ({ userId: p.id, tenantId: tenant.id, expiresAt })))
      .returning({ id: sessions.id, userId: sessions.userId });
    const byUser = new Map<string, { name: string }>(people.map((p) => [p.id, p]));
    const key = new TextEncoder().encode(secret);
    const tokens = await Promise.all(
      sessionRows.map((s) =>
        signSessionToken(
          { sub: s.userId, role: 'EMPLOYEE', tenantId: tenant.id, name: byUser.get(s.userId)?.name ?? '', jti: s.id },
          key,
          3600,
        ),
      ),
    );
    return { tenantId: tenant.id, courseIds: courseRows.map((c) => c.id), tokens, firstEmail: people[0]?.email ?? '' };
  } finally {
    await database.close();
  }
}

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: (i: number) => string;
  body?: (i: number) => string;
}

async function drive(base: string, tokens: string[], scenario: Scenario, seconds: number) {
  let n = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method,
        // Every request comes from the next employee: many sessions, many progress rows.
        setupRequest: (request) => {
          const i = n++;
          return {
            ...request,
            method: scenario.method,
            path: scenario.path(i),
            headers: {
              authorization: `Bearer ${tokens[i % tokens.length]}`,
              ...(scenario.body ? { 'content-type': 'application/json' } : {}),
            },
            body: scenario.body?.(i),
          };
        },
      },
    ],
  });
}

interface Summary {
  name: string;
  rps: number;
  p99: number;
  ok: number;
  bad: number;
}

/** Rounds of one route added up: requests over the whole time, the worst round's p99 (conservative). */
function summarize(name: string, rounds: { result: AutocannonResult; seconds: number }[]): Summary {
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  return {
    name,
    rps: rounds.reduce((sum, r) => sum + r.result.requests.total, 0) / seconds,
    p99: Math.max(...rounds.map((r) => r.result.latency.p99)),
    ok: rounds.reduce((sum, r) => sum + r.result['2xx'], 0),
    bad: rounds.reduce((sum, r) => sum + r.result.non2xx + r.result.errors + r.result.timeouts, 0),
  };
}

async function main() {
  await withBenchServer(async ({ base, databaseUrl, secret }) => {
    console.log(`Server on ${base}. Seeding ${employeesCount} employees and ${coursesCount} courses…`);
    const seeded = await seed(databaseUrl, secret);

    // The seeded password works through the real sign-in (one login; the rest use minted sessions).
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: seeded.firstEmail, password: 'bench-password' }),
    });
    if (!login.ok) throw new Error(`seeded sign-in failed: ${login.status} ${await login.text()}`);

    const scenarios: Scenario[] = [
      { name: 'bare: GET /api/user-dashboard/profile (1 PK query)', method: 'GET', path: () => '/api/user-dashboard/profile' },
      {
        name: 'hot: GET /api/tenant-admin/user/enabled-courses',
        method: 'GET',
        path: () => `/api/tenant-admin/user/enabled-courses?tenantId=${seeded.tenantId}`,
      },
      {
        name: 'hot: POST /api/courses/{courseId}/update-progress',
        method: 'POST',
        path: (i) => `/api/courses/${seeded.courseIds[i % seeded.courseIds.length]}/update-progress`,
        // A learner back on slide 1: checked against the recorded journey like any report.
        body: () =>
          JSON.stringify({ tenantId: seeded.tenantId, progress: 0, slideNumber: 1 }),
      },
    ];
    // BENCH_ONLY=enabled-courses (a part of the name) drives only the matching routes, plus the bare one.
    const only = process.env.BENCH_ONLY;
    const chosen = scenarios.filter((s, i) => i === 0 || !only || s.name.includes(only));
    for (const scenario of chosen) await drive(base, seeded.tokens, scenario, warmupSeconds);
    // The CPU is shared: the routes take turns in short rounds, so a burst of other work hits all alike.
    const roundSeconds = durationSeconds / rounds;
    const measured = new Map<Scenario, { result: AutocannonResult; seconds: number }[]>(chosen.map((s) => [s, []]));
    for (let round = 1; round <= rounds; round++) {
      for (const scenario of chosen) {
        const result = await drive(base, seeded.tokens, scenario, roundSeconds);
        measured.get(scenario)?.push({ result, seconds: roundSeconds });
        console.log(`round ${round}/${rounds} ${scenario.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
      }
    }
    const results = chosen.map((scenario) => summarize(scenario.name, measured.get(scenario) ?? []));

    const [bare] = results;
    if (!bare) throw new Error('no results');
    console.log(
      `\n${connections} connections, ${durationSeconds} s per route in ${rounds} rounds, p99 of the worst round, ` +
        `${os.cpus().length} CPUs (load average ${os.loadavg()[0]?.toFixed(1)}; shared with other work).`,
    );
    console.log('route'.padEnd(56), 'req/s'.padStart(8), 'p99 ms'.padStart(8), 'ratio'.padStart(7), ' verdict');
    let pass = true;
    for (const r of results) {
      const ratio = r.rps / bare.rps;
      const problems = [
        r.bad > 0 ? `${r.bad} failed` : '',
        r.p99 >= budget.p99Ms ? 'p99 over' : '',
        r !== bare && ratio < budget.ratio ? 'ratio under' : '',
      ].filter(Boolean);
      pass &&= problems.length === 0;
      console.log(
        r.name.padEnd(56),
        r.rps.toFixed(0).padStart(8),
        String(r.p99).padStart(8),
        (r === bare ? '1.00' : ratio.toFixed(2)).padStart(7),
        ` ${problems.join(', ') || 'ok'}`,
      );
    }
    console.log(`\nBudget: each hot path >= ${budget.ratio * 100}% of the bare route, p99 < ${budget.p99Ms} ms: ${pass ? 'met' : 'NOT met'}.`);
    process.exitCode = pass ? 0 : 1;
  });
}

await main();
