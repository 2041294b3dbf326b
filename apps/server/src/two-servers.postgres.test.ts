import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Course, Explanation, Progress, TenantCourse } from '@complyra/core';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/database.ts';
import { coursePipelineJob, tenantCopyJob } from './modules/ingest/ingest-job-names.ts';
import { insertReadyCourse } from './test/catalogue.ts';
import { completeDetails } from './test/complete-details.ts';
import { courseFields, multipart } from './test/course-upload.ts';
import { makePdf, sampleSlides } from './test/deck-fixtures.ts';
import { letSlidesPlay } from './test/journey.ts';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './test/server-process.ts';
import { createEmptyPostgresDatabase } from './test/test-database.ts';
import { waitFor } from './test/wait-for.ts';

// Two servers, one database (issue 12): two processes of the production entry on one PostgreSQL
// database and one S3-compatible store (s3rver), each with its own DATA_DIR, as several stateless
// servers behind a reverse proxy run. Sessions, sign-in limits, media links and jobs are shared; a
// server killed in the middle of an ingest loses nothing. PostgreSQL only: PGlite has one process.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-two-servers-'));
const superUser = { email: 'root@complyra.test', password: 'root-password' };
/** The reverse proxy in front of the second server, and a client that reaches the servers directly. */
const proxyAddress = '127.0.0.2';
const guesserAddress = '127.0.0.3';
const servers: ServerProcess[] = [];
let baseEnv: Record<string, string | undefined> = {};
let database: Database;
let s3: S3rver;
let dropDatabase = async () => {};
let a: string;
let b: string;

function startServer(name: string, extra: Record<string, string> = {}) {
  const server = startServerProcess({ ...baseEnv, DATA_DIR: path.join(root, name), ...extra });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  const created = await createEmptyPostgresDatabase();
  dropDatabase = created.drop;
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(root, 's3'), configureBuckets: [{ name: 'courses' }] });
  const s3Port = ((await s3.run()) as unknown as AddressInfo).port;
  baseEnv = {
    ...process.env,
    DATABASE_URL: created.url,
    S3_BUCKET: 'courses',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // Every server signs sessions and media links with the same secret.
    SESSION_SECRET: 'two-servers-share-this-secret-of-32-characters-or-more',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SOFFICE_PATH: 'none',
    SPEECH_WORKERS: '1',
    // Short, so the survivor takes over a killed server's job within seconds.
    JOB_LEASE_SECONDS: '8',
    SUPERADMIN_EMAIL: superUser.email,
    SUPERADMIN_PASSWORD: superUser.password,
    WEB_DIST_DIR: path.join(root, 'no-web'),
    TRUST_PROXY: '',
  };
  // Both start at once on the empty database: they migrate and seed the super user one after the other.
  [a, b] = await Promise.all([startServer('a').url, startServer('b', { TRUST_PROXY: proxyAddress }).url]);
  database = await openDatabase({ url: created.url, maxConnections: 2 });
}, 120_000);

afterAll(async () => {
  await stopServerProcesses(servers);
  await database?.close();
  await s3?.close();
  await dropDatabase();
  fs.rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json<T>(): T;
}

interface CallOptions {
  token?: string;
  json?: unknown;
  body?: { payload: Buffer; headers: Record<string, string> };
  headers?: Record<string, string>;
  from?: string;
}

/** One HTTP request, optionally from another local address (`from`) to play a proxy or a client. */
function call(
  base: string,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Answer> {
  const payload = options.body?.payload ?? (options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json)));
  const headers: Record<string, string> = {
    ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
    ...options.body?.headers,
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const target = new URL(url, base);
  return new Promise((resolve, reject) => {
    const where = { hostname: target.hostname, port: target.port, path: target.pathname + target.search };
    const request = http.request(
      { ...where, method, headers, localAddress: options.from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: <T>() => JSON.parse(body.toString()) as T });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function ok<T>(answer: Promise<Answer>, status = 200): Promise<T> {
  const res = await answer;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.body.toString().slice(0, 300)}`);
  return res.body.length ? res.json<T>() : (undefined as T);
}

const signIn = async (base: string, body: { email: string; password: string; domain?: string } = superUser) =>
  (await ok<{ token: string }>(call(base, 'POST', '/api/auth/login', { json: body }))).token;

async function auditAddress(email: string) {
  const { rows } = await database.sql.executeSql(
    'SELECT ip FROM audit_log WHERE actor_email = $1 AND action = \'auth.login.failure\'',
    [email],
  );
  return (rows as { ip: string }[]).map((row) => row.ip);
}

/** The "job started" / "job finished" lines of every server, by job id. */
function jobLines(message: 'job started' | 'job finished', list = servers) {
  const counts = new Map<string, number>();
  for (const server of list) {
    for (const line of server.output().split('\n')) {
      if (!line.includes(`"msg":"${message}"`)) continue;
      const { jobId } = JSON.parse(line) as { jobId: string };
      counts.set(jobId, (counts.get(jobId) ?? 0) + 1);
    }
  }
  return counts;
}

describe('two servers on one database and one S3 store', () => {
  it('shares sessions and sign-in limits, and believes X-Forwarded-For only from the configured proxy', async () => {
    const token = await signIn(a);
    const profile = await ok<{ email: string }>(call(b, 'GET', '/api/user-dashboard/profile', { token }));
    expect(profile.email).toBe(superUser.email);
    expect((await call(b, 'POST', '/api/auth/logout', { token })).status).toBe(204);
    expect((await call(a, 'GET', '/api/user-dashboard/profile', { token })).status).toBe(401);

    // 30 failures from one address, half on each server (one account thrice), reach the per-address ceiling on
    // both: the account that failed from there is refused by either, one that did not is still answered.
    const fail = (base: string, i: number) =>
      call(base, 'POST', '/api/auth/login', { json: { email: `guess${i}@two.test`, password: 'wrong-password' }, from: guesserAddress });
    for (let i = 0; i < 30; i++) expect((await fail(i % 2 ? b : a, Math.max(i, 2))).status).toBe(401);
    for (const base of [a, b]) {
      const refused = await fail(base, 2);
      expect(refused.status).toBe(429);
      const message = refused.json<{ message: string }>().message;
      expect(message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
      expect((await fail(base, 99)).status).toBe(401);
    }

    // B trusts its proxy's X-Forwarded-For, nobody else's; A (no TRUST_PROXY) trusts none.
    const wrong = (base: string, email: string, from: string, forwardedFor: string) =>
      call(base, 'POST', '/api/auth/login', { json: { email, password: 'wrong-password' }, from, headers: { 'x-forwarded-for': forwardedFor } });
    expect((await wrong(b, 'via-proxy@two.test', proxyAddress, '203.0.113.7')).status).toBe(401);
    expect((await wrong(b, 'direct@two.test', '127.0.0.1', '203.0.113.8')).status).toBe(401);
    expect((await wrong(a, 'untrusted@two.test', proxyAddress, '203.0.113.9')).status).toBe(401);
    expect(await auditAddress('via-proxy@two.test')).toEqual(['203.0.113.7']);
    expect(await auditAddress('direct@two.test')).toEqual(['127.0.0.1']);
    expect(await auditAddress('untrusted@two.test')).toEqual([proxyAddress]);
  });

  it('runs each job once, serves one server\'s media links from the other, and loses nothing when one is killed mid-ingest', async () => {
    const [superA, superB] = [await signIn(a), await signIn(b)];
    const slug = `two-${Date.now().toString(36)}`;
    const org = { name: 'Two Servers Org', domain: `${slug}.test`, adminEmail: `admin@${slug}.test`, adminPassword: 'admin-pass' };
    const tenant = await ok<{ id: string }>(call(a, 'POST', '/api/tenants', { token: superA, json: org }), 201);
    const admin = await signIn(b, { email: org.adminEmail, password: org.adminPassword, domain: org.domain });
    await ok(call(b, 'POST', `/api/tenants/${tenant.id}/details`, { token: admin, json: completeDetails }));
    const learnerEmail = `learner@${slug}.test`;
    const employee = { name: 'Lee', email: learnerEmail, password: 'learner-pass' };
    await ok(call(a, 'POST', `/api/tenant-admin/tenants/${tenant.id}/users`, { token: admin, json: employee }), 201);
    const learner = await signIn(b, { email: learnerEmail, password: 'learner-pass' });

    // A ready course assigned through A (its organization copy is a job too), and one upload to each server.
    const assigned = await insertReadyCourse(database.db, { slides: 3 });
    const assignment = { courseId: assigned.id, tenantId: tenant.id, mandatory: true, skippable: false, retryType: 'SAME', pocs: [] };
    await ok(call(a, 'POST', '/api/courses/assign', { token: admin, json: assignment }), 201);
    const deck = makePdf(sampleSlides(3));
    const upload = (base: string, token: string, title: string) =>
      ok<Course>(call(base, 'POST', '/api/courses', { token, body: multipart({ ...courseFields, title }, { name: `${title}.pdf`, body: deck }) }), 201);
    const uploads = await Promise.all([upload(a, superA, 'first'), upload(b, superB, 'second')]);

    // Each server serves the deck the other stored in S3, through the other's link.
    for (const [course, base] of [[uploads[0]!, b], [uploads[1]!, a]] as const) {
      const material = await call(base, 'GET', course.materialUrl);
      expect(material.status).toBe(200);
      expect(material.headers['content-type']).toBe('application/pdf');
      expect(material.body.equals(deck)).toBe(true);
    }

    // Progress sent to both servers lands on one journey.
    const me = await ok<{ id: string }>(call(a, 'GET', '/api/user-dashboard/profile', { token: learner }));
    const report = (base: string, body: object) =>
      ok(call(base, 'POST', `/api/courses/${assigned.id}/update-progress`, { token: learner, json: { tenantId: tenant.id, ...body } }));
    await report(a, { progress: 0, slideNumber: 1 });
    await letSlidesPlay(database.db, me.id);
    await report(b, { progress: 33, slideNumber: 2, audioPlayedRatio: 1 });
    const progressUrl = `/api/courses/progress/user?userId=${me.id}&courseId=${assigned.id}`;
    expect(await ok<Progress>(call(a, 'GET', progressUrl, { token: learner }))).toMatchObject({ progress: 33, lastSlide: 2 });

    // Kill -9 the server narrating an uploaded course once some, not all, of its slides are spoken.
    const courseOf = (base: string, token: string, id: string) => ok<Course>(call(base, 'GET', `/api/superadmin/courses/${id}`, { token }));
    const midway = await waitFor(async () => {
      for (const course of uploads) {
        const now = await courseOf(a, superA, course.id);
        if (now.stage === 'speaking' && now.slidesDone >= 1 && now.slidesDone < 3) return now;
      }
      return undefined;
    }, 60_000);
    const jobOf = async (courseId: string) => {
      const { rows } = await database.sql.executeSql(
        'SELECT id FROM pgboss.job WHERE name = $1 AND data->>\'courseId\' = $2',
        [coursePipelineJob, courseId],
      );
      return (rows[0] as { id: string }).id;
    };
    const interrupted = await jobOf(midway.id);
    const victim = servers.find((server) => server.output().includes(`"jobId":"${interrupted}","msg":"job started"`))!;
    expect(victim).toBeDefined();
    victim.child.kill('SIGKILL');
    await new Promise((resolve) => victim.child.once('exit', resolve));
    const [survivor, survivorToken] = victim === servers[0] ? [b, superB] : [a, superA];

    // The survivor takes the killed server's work over: every course ready, every slide narrated and spoken.
    for (const course of uploads) {
      const ready = await waitFor(async () => {
        const now = await courseOf(survivor, survivorToken, course.id);
        if (now.status === 'failed') throw new Error(now.failureReason ?? 'failed');
        return now.status === 'ready' ? now : undefined;
      }, 60_000);
      expect(ready).toMatchObject({ slidesTotal: 3, slidesDone: 3, stage: 'ready' });
      const explanations = await ok<Explanation[]>(call(survivor, 'GET', `/api/courses/${course.id}/explanations`, { token: survivorToken }));
      expect(explanations.map((e) => e.slide)).toEqual([1, 2, 3]);
      for (const explanation of explanations) {
        const audio = await call(survivor, 'GET', explanation.explanation_audio!, { headers: { range: 'bytes=0-1' } });
        expect(audio.status).toBe(206);
        expect(audio.headers['content-type']).toBe('audio/mpeg');
      }
    }
    const learnerCourses = `/api/tenant-admin/user/enabled-courses?tenantId=${tenant.id}`;
    await waitFor(async () => {
      const courses = await ok<TenantCourse[]>(call(survivor, 'GET', learnerCourses, { token: learner }));
      return courses[0]?.copyStatus === 'ready' ? true : undefined;
    }, 60_000);

    // Each job ran to its end once; only a job the killed server had started (and not finished) started twice.
    const { rows: jobs } = await database.sql.executeSql('SELECT id, state FROM pgboss.job WHERE name = ANY($1)', [[coursePipelineJob, tenantCopyJob]]);
    expect(jobs).toHaveLength(3);
    const [started, finished] = [jobLines('job started'), jobLines('job finished')];
    const cutShort = (id: string) => jobLines('job started', [victim]).has(id) && !jobLines('job finished', [victim]).has(id);
    expect(cutShort(interrupted)).toBe(true);
    for (const job of jobs as { id: string; state: string }[]) {
      expect(job.state).toBe('completed');
      expect(finished.get(job.id)).toBe(1);
      expect(started.get(job.id)).toBe(cutShort(job.id) ? 2 : 1);
    }
  }, 180_000);
});
