import http from 'node:http';
import os from 'node:os';
import { openDatabase } from '../db/database.ts';
import { sessions } from '../db/schema.ts';
import { signSessionToken } from '../modules/auth/tokens.ts';
import { ensureSuperUser } from '../modules/users/superuser.service.ts';
import { hashPassword } from '../lib/passwords.ts';
import { seedAdminScale } from './admin-scale-seed.ts';
import { withBenchServer } from './bench-server.ts';

// npm run bench:admin — the admin screens at scale, on PostgreSQL: one organization of 10,000 employees
// and 20 courses among 1,000 organizations, seeded in bulk. Each page the web app asks for is timed
// alone (p95 and its size, as sent compressed and as JSON), then five admins page at once while a
// learner's requests are timed against the same learner alone.

const employees = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const admins = 5;
const budget = { p95Ms: 100, bytes: 100 * 1024, learnerP99Ms: 100 };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

interface Answer {
  status: number;
  ms: number;
  /** Bytes on the wire (compressed when asked) and the JSON's own length. */
  wireBytes: number;
}

function request(url: string, token: string, encoding: 'gzip' | 'identity' = 'gzip'): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } }, (res) => {
      let wireBytes = 0;
      res.on('data', (chunk: Buffer) => {
        wireBytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, wireBytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function seed(databaseUrl: string, secret: string) {
  const database = await openDatabase({ url: databaseUrl, maxConnections: 2 });
  try {
    const started = Date.now();
    const passwordHash = await hashPassword('bench-password');
    const scale = await seedAdminScale(database.db, {
      employees,
      courses: 20,
      otherOrganizations: 999,
      smallOrganizationEmployees: 5,
      passwordHash,
    });
    await ensureSuperUser(database.db, { email: 'root@bench.test', password: 'bench-password' });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const [superUser] = await database.sql
      .executeSql(`select id, tenant_id from users where email = 'root@bench.test'`)
      .then((r) => r.rows as { id: string; tenant_id: string }[]);
    if (!superUser) throw new Error('no super user');
    const key = new TextEncoder().encode(secret);
    const mint = async (userId: string, tenantId: string, role: 'ADMIN' | 'SUPER_ADMIN' | 'EMPLOYEE') => {
      const [session] = await database.db
        .insert(sessions)
        .values({ userId, tenantId, expiresAt: new Date(Date.now() + 3600_000) })
        .returning({ id: sessions.id });
      if (!session) throw new Error('no session');
      return signSessionToken({ sub: userId, role, tenantId, name: role, jti: session.id }, key, 3600);
    };
    return {
      ...scale,
      seconds,
      adminToken: await mint(scale.adminId, scale.tenantId, 'ADMIN'),
      superToken: await mint(superUser.id, superUser.tenant_id, 'SUPER_ADMIN'),
      learnerToken: await mint(scale.learnerId, scale.tenantId, 'EMPLOYEE'),
    };
  } finally {
    await database.close();
  }
}

async function main() {
  await withBenchServer(async ({ base, databaseUrl, secret }) => {
    console.log(`Server on ${base}. Seeding ${employees} employees, 20 courses and 1,000 organizations…`);
    const seeded = await seed(databaseUrl, secret);
    console.log(`Seeded in ${seeded.seconds} s.`);
    const t = seeded.tenantId;
    const adminPages: { name: string; path: string }[] = [
      { name: 'statistics', path: `/api/admin/dashboard/statistics?tenantId=${t}` },
      { name: 'recent activity (20)', path: `/api/admin/dashboard/recent-activity?tenantId=${t}` },
      { name: 'Users tab, page 1', path: `/api/admin/dashboard/users-progress?tenantId=${t}&page=1&limit=20` },
      { name: 'Users tab, page 250', path: `/api/admin/dashboard/users-progress?tenantId=${t}&page=250&limit=20` },
      { name: 'Users tab, by e-mail desc', path: `/api/admin/dashboard/users-progress?tenantId=${t}&page=1&sort=email&order=desc` },
      { name: 'Users tab, by completed', path: `/api/admin/dashboard/users-progress?tenantId=${t}&page=1&sort=completed&order=desc` },
      { name: 'Users tab, by status p.100', path: `/api/admin/dashboard/users-progress?tenantId=${t}&page=100&sort=status` },
      { name: 'Users tab, search "garcia"', path: `/api/admin/dashboard/users-progress?tenantId=${t}&page=1&search=garcia` },
      { name: 'users list, page 1', path: `/api/tenant-admin/tenants/${t}/users?page=1&limit=20` },
    ];
    const superPages: { name: string; path: string }[] = [
      { name: 'super: summary cards', path: '/api/superadmin/summary' },
      { name: 'super: recent organizations', path: '/api/superadmin/tenants/recent' },
      { name: 'super: organizations, page 1', path: '/api/superadmin/tenants/active?page=1&limit=20' },
      { name: 'super: organizations by users', path: '/api/superadmin/tenants/active?page=1&sort=userCount&order=desc' },
      { name: 'super: organizations, search', path: '/api/superadmin/tenants/active?page=1&search=organization%2000' },
      { name: 'super: courses, page 1', path: '/api/courses?page=1&limit=12' },
      { name: 'super: courses, overview 3', path: '/api/courses?page=1&limit=3' },
    ];
    const pages = [
      ...adminPages.map((page) => ({ ...page, token: seeded.adminToken })),
      ...superPages.map((page) => ({ ...page, token: seeded.superToken })),
    ];

    const rows: { name: string; p50: number; p95: number; max: number; wire: number; json: number; ok: boolean }[] = [];
    for (const page of pages) {
      const url = `${base}${page.path}`;
      const plain = await request(url, page.token, 'identity');
      if (plain.status !== 200) throw new Error(`${page.name}: ${plain.status}`);
      for (let i = 0; i < 5; i++) await request(url, page.token);
      const times: number[] = [];
      let wire = 0;
      for (let i = 0; i < samples; i++) {
        const answer = await request(url, page.token);
        if (answer.status !== 200) throw new Error(`${page.name}: ${answer.status}`);
        times.push(answer.ms);
        wire = answer.wireBytes;
      }
      const p95 = percentile(times, 95);
      rows.push({
        name: page.name,
        p50: percentile(times, 50),
        p95,
        max: Math.max(...times),
        wire,
        json: plain.wireBytes,
        ok: p95 <= budget.p95Ms && plain.wireBytes <= budget.bytes,
      });
    }

    // A learner alone, then the same learner while five admins page through the Users tab and the rest.
    const learnerUrl = `${base}/api/tenant-admin/user/enabled-courses?tenantId=${t}`;
    const timeLearner = async (seconds: number) => {
      const times: number[] = [];
      const until = Date.now() + seconds * 1000;
      while (Date.now() < until) times.push((await request(learnerUrl, seeded.learnerToken)).ms);
      return times;
    };
    const alone = await timeLearner(loadSeconds);
    const adminTimes: number[] = [];
    let adminFailures = 0;
    let stop = false;
    const adminLoop = async (n: number) => {
      for (let i = n; !stop; i += admins) {
        const page = adminPages[i % adminPages.length];
        if (!page) continue;
        // Different pages of the Users tab for each admin and turn.
        const path = page.path.replace('page=1&', `page=${1 + ((i * 37) % 500)}&`);
        const answer = await request(`${base}${path}`, seeded.adminToken);
        if (answer.status !== 200) adminFailures++;
        adminTimes.push(answer.ms);
      }
    };
    const loops = Array.from({ length: admins }, (_, n) => adminLoop(n));
    const during = await timeLearner(loadSeconds);
    stop = true;
    await Promise.all(loops);

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `\n${samples} requests per page, one at a time; ${os.cpus().length} CPUs, load average ` +
        `${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (the machine is shared).`,
    );
    console.log('page'.padEnd(34), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8), 'gzip'.padStart(10), 'JSON'.padStart(10), ' verdict');
    for (const r of rows) {
      console.log(
        r.name.padEnd(34),
        r.p50.toFixed(1).padStart(8),
        r.p95.toFixed(1).padStart(8),
        r.max.toFixed(1).padStart(8),
        kb(r.wire).padStart(10),
        kb(r.json).padStart(10),
        ` ${r.ok ? 'ok' : 'OVER'}`,
      );
    }
    const learner = (times: number[]) =>
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (${times.length} requests)`;
    console.log(`\nLearner (enabled courses) alone:          ${learner(alone)}`);
    console.log(`Learner while ${admins} admins page at once:   ${learner(during)}`);
    console.log(
      `The ${admins} admins meanwhile: p95 ${percentile(adminTimes, 95).toFixed(1)} ms over ${adminTimes.length} pages` +
        `${adminFailures ? `, ${adminFailures} failed` : ''}.`,
    );
    const learnerOk = percentile(during, 99) <= budget.learnerP99Ms && adminFailures === 0;
    const pass = rows.every((r) => r.ok) && learnerOk;
    console.log(
      `\nBudget: each page p95 <= ${budget.p95Ms} ms and <= ${kb(budget.bytes)} of JSON; learner p99 <= ` +
        `${budget.learnerP99Ms} ms while ${admins} admins page: ${pass ? 'met' : 'NOT met'}.`,
    );
    process.exitCode = pass ? 0 : 1;
  });
  agent.destroy();
}

await main();
