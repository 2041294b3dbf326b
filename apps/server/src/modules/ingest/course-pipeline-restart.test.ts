import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Course, Explanation } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFields } from '../../test/course-upload.ts';
import { makePdf, sampleSlides } from '../../test/deck-fixtures.ts';
import { parseVtt } from '../../test/media-checks.ts';
import { type ServerProcess, startServerProcess, stopServerProcesses } from '../../test/server-process.ts';
import { createEmptyPostgresDatabase } from '../../test/test-database.ts';
import { waitFor } from '../../test/wait-for.ts';

// The real server process, killed (SIGKILL) while it narrates a course, then started again: the course
// must be ready within a minute of the restart, with each slide narrated and spoken once. On PGlite (an
// embedded DATA_DIR) and on PostgreSQL, where the killed server's job must not wait for pg-boss's expiry.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-restart-'));
const env: Record<string, string | undefined> = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  SOFFICE_PATH: 'none',
  SPEECH_WORKERS: '1',
  SUPERADMIN_EMAIL: 'root@complyra.test',
  SUPERADMIN_PASSWORD: 'root-password',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
};
const servers: ServerProcess[] = [];
let dropDatabase = async () => {};

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') return;
  const created = await createEmptyPostgresDatabase();
  env.DATABASE_URL = created.url;
  dropDatabase = created.drop;
});

function startServer() {
  const server = startServerProcess(env);
  servers.push(server);
  return server;
}

afterAll(async () => {
  await stopServerProcesses(servers);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

async function api<T>(base: string, token: string, url: string): Promise<T> {
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

async function signIn(base: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.SUPERADMIN_EMAIL, password: env.SUPERADMIN_PASSWORD }),
  });
  return (await res.json() as { token: string }).token;
}

describe('course pipeline across a crash', () => {
  it('finishes a course after the server was killed in the middle of narrating it', async () => {
    const first = startServer();
    const base = await first.url;
    const token = await signIn(base);
    const form = new FormData();
    for (const [name, value] of Object.entries(courseFields)) form.append(name, value);
    form.append('courseMaterial', new Blob([makePdf(sampleSlides(5))], { type: 'application/pdf' }), 'five.pdf');
    const created = await fetch(`${base}/api/courses`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as Course;

    // Kill it once some, but not all, slides are spoken.
    const midway = await waitFor(async () => {
      const course = await api<Course>(base, token, `/api/superadmin/courses/${id}`);
      return course.stage === 'speaking' && course.slidesDone >= 1 ? course : undefined;
    }, 120_000);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(midway.slidesDone).toBeLessThan(5);

    const second = startServer();
    const again = await second.url;
    const restartedAt = Date.now();
    const token2 = await signIn(again);
    const ready = await waitFor(async () => {
      const course = await api<Course>(again, token2, `/api/superadmin/courses/${id}`);
      if (course.status === 'failed') throw new Error(course.failureReason ?? 'failed');
      return course.status === 'ready' ? course : undefined;
    }, 180_000);
    expect(Date.now() - restartedAt).toBeLessThan(60_000);
    expect(ready).toMatchObject({ slidesTotal: 5, slidesDone: 5, stage: 'ready' });
    const explanations = await api<Explanation[]>(again, token2, `/api/courses/${id}/explanations`);
    expect(explanations.map((e) => e.slide)).toEqual([1, 2, 3, 4, 5]);
    for (const e of explanations) {
      expect(e.explanation_audio).toMatch(/^\/api\/media\//);
      expect(parseVtt(e.explanation_subtitle!).length).toBeGreaterThan(0);
    }
  }, 360_000);
});
