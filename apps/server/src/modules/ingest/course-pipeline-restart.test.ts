import type { Course, Explanation } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { courseFields } from '../../test/course-upload.ts';
import { makePdf, sampleSlides } from '../../test/deck-fixtures.ts';
import { parseVtt } from '../../test/media-checks.ts';
import { useServerProcesses } from '../../test/server-process.ts';
import { waitFor } from '../../test/wait-for.ts';

// The real server process, killed (SIGKILL) while it narrates a course, then started again: the course
// must be ready within a minute of the restart, with each slide narrated and spoken once. On PGlite (an
// embedded DATA_DIR) and on PostgreSQL, where the killed server's job must not wait for pg-boss's expiry.
const servers = useServerProcesses('restart', {
  SUPERADMIN_EMAIL: 'root@complyra.test',
  SUPERADMIN_PASSWORD: 'root-password',
});
const { env } = servers;
const startServer = () => servers.start();

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
