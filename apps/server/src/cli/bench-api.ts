import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonResult } from 'autocannon';
import { openDatabase } from '../db/database.ts';
import { courseSlides, courses, coursePocs, tenantCourses, tenantDetails, tenants, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { type BenchServer, createBenchDatabase, mintEmployeeSessions, startBenchServer } from './bench-server.ts';

// npm run bench:api — the learner hot paths on PostgreSQL, each as a share of a floor: a raw node:http + pg
// server doing the same reads (bench/raw-floor-server.ts). Starts the compiled server and the floor in their
// own processes on a fresh database, seeds one organization with 1,000 employees and 20 ready courses
// directly, then drives each route on both with autocannon at 10 and at 50 connections.

const employeesCount = 1000;
const coursesCount = 20;
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = 2;
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
// Each route at least 0.6 of what the floor serves; p99 under 50 ms at 10 connections.
const budget = { ratio: 0.6, p99Ms: 50, p99AtConnections: 10 };
const secret = randomBytes(32).toString('base64url');

/** One organization, its employees with one shared password hash, 20 ready enabled courses, sessions. */
async function seed(url: string) {
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
    // Ten slides per course: progress reports are judged against the course's slides.
    await db.insert(courseSlides).values(
      courseRows.flatMap((c) =>
        Array.from({ length: 10 }, (_, i) => ({ courseId: c.id, number: i + 1, title: `Slide ${i + 1}`, text: 'Point.', notes: '' })),
      ),
    );
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
    const tokens = await mintEmployeeSessions(db, secret, tenant.id, people);
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

async function drive(base: string, tokens: string[], scenario: Scenario, seconds: number, connections: number) {
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
  /** Answers by status code, to name what failed. */
  statuses: Record<string, number>;
}

/** Answers by status code over rounds (autocannon's statusCodeStats, not in its types). */
function statusCounts(results: AutocannonResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) {
    const stats = (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
    for (const [code, { count }] of Object.entries(stats)) counts[code] = (counts[code] ?? 0) + count;
  }
  return counts;
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
    statuses: statusCounts(rounds.map((r) => r.result)),
  };
}

async function main() {
  const database = await createBenchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-bench-'));
  let server: BenchServer | undefined;
  let floor: BenchServer | undefined;
  try {
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server while it is driven.
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const settings = { DATABASE_URL: database.url, DATA_DIR: dataDir, SESSION_SECRET: secret, SUPERADMIN_EMAIL: '', SUPERADMIN_PASSWORD: '' };
    server = await startBenchServer(settings, nodeArgs);
    floor = await startBenchServer(settings, [], path.join(import.meta.dirname, '../../bench/raw-floor-server.ts'));
    const { base } = server;
    const floorBase = floor.base;
    console.log(`Server on ${base}, database ${database.name}. Seeding ${employeesCount} employees and ${coursesCount} courses…`);
    const seeded = await seed(database.url);

    // The seeded password works through the real sign-in (one login; the rest use minted sessions).
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: seeded.firstEmail, password: 'bench-password' }),
    });
    if (!login.ok) throw new Error(`seeded sign-in failed: ${login.status} ${await login.text()}`);

    const scenarios: Scenario[] = [
      { name: 'GET /api/user-dashboard/profile', method: 'GET', path: () => '/api/user-dashboard/profile' },
      {
        name: 'GET /api/tenant-admin/user/enabled-courses',
        method: 'GET',
        path: () => `/api/tenant-admin/user/enabled-courses?tenantId=${seeded.tenantId}`,
      },
      {
        name: 'POST /api/courses/{courseId}/update-progress',
        method: 'POST',
        path: (i) => `/api/courses/${seeded.courseIds[i % seeded.courseIds.length]}/update-progress`,
        // A learner back on slide 1: checked against the recorded journey like any report.
        body: () =>
          JSON.stringify({ tenantId: seeded.tenantId, progress: 0, slideNumber: 1 }),
      },
    ];
    // BENCH_ONLY=enabled-courses (a part of the name) drives only the matching routes.
    const only = process.env.BENCH_ONLY;
    const chosen = scenarios.filter((s) => !only || s.name.includes(only));
    const floorWorks = await fetch(`${floorBase}/api/user-dashboard/profile`, { headers: { authorization: `Bearer ${seeded.tokens[0]}` } });
    if (!floorWorks.ok) throw new Error(`the floor server answered ${floorWorks.status}`);
    const targets = [
      { label: 'product', base },
      { label: 'floor', base: floorBase },
    ];
    const rows: { name: string; connections: number; product: Summary; floor: Summary }[] = [];
    for (const connections of connectionCounts) {
      for (const scenario of chosen) {
        for (const target of targets) await drive(target.base, seeded.tokens, scenario, warmupSeconds, connections);
      }
      // The CPU is shared: product and floor take turns in short rounds, so a burst of other work hits both alike.
      const roundSeconds = durationSeconds / rounds;
      const measured = new Map<string, { result: AutocannonResult; seconds: number }[]>();
      for (let round = 1; round <= rounds; round++) {
        for (const scenario of chosen) {
          for (const target of targets) {
            const result = await drive(target.base, seeded.tokens, scenario, roundSeconds, connections);
            const key = `${target.label} ${scenario.name}`;
            measured.set(key, [...(measured.get(key) ?? []), { result, seconds: roundSeconds }]);
          }
        }
      }
      for (const scenario of chosen) {
        rows.push({
          name: scenario.name,
          connections,
          product: summarize(scenario.name, measured.get(`product ${scenario.name}`) ?? []),
          floor: summarize(scenario.name, measured.get(`floor ${scenario.name}`) ?? []),
        });
      }
    }

    console.log(
      `\n${durationSeconds} s per route and server in ${rounds} rounds, p99 of the worst round, ` +
        `${os.availableParallelism()} CPUs (load average ${os.loadavg()[0]?.toFixed(1)}; server, floor, PostgreSQL and load share them).`,
    );
    const headings = ['conns'.padStart(5), 'req/s'.padStart(7), 'floor'.padStart(7), 'ratio'.padStart(6), 'p99'.padStart(5), 'floor p99'.padStart(10)];
    console.log('route'.padEnd(52), ...headings, ' verdict');
    let pass = true;
    for (const row of rows) {
      const ratio = row.product.rps / row.floor.rps;
      const problems = [
        row.product.bad > 0 ? `${row.product.bad} failed (${JSON.stringify(row.product.statuses)})` : '',
        row.floor.bad > 0 ? `${row.floor.bad} failed on the floor` : '',
        ratio < budget.ratio ? 'ratio under' : '',
        row.connections === budget.p99AtConnections && row.product.p99 >= budget.p99Ms ? 'p99 over' : '',
      ].filter(Boolean);
      pass &&= problems.length === 0;
      console.log(
        row.name.padEnd(52),
        String(row.connections).padStart(5),
        row.product.rps.toFixed(0).padStart(7),
        row.floor.rps.toFixed(0).padStart(7),
        ratio.toFixed(2).padStart(6),
        String(row.product.p99).padStart(5),
        String(row.floor.p99).padStart(10),
        ` ${problems.join(', ') || 'ok'}`,
      );
    }
    console.log(
      `\nBudget: each route >= ${budget.ratio} of the floor, p99 < ${budget.p99Ms} ms at ${budget.p99AtConnections} connections: ${pass ? 'met' : 'NOT met'}.`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    await floor?.stop();
    // Let the last requests autocannon abandoned finish before the server shuts its pool.
    await server?.stop(2000);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
