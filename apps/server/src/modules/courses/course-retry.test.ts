import type { Course } from '@complyra/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema.ts';
import { isDeckError } from '../../providers/decks/deck-error.ts';
import { detectDeckType } from '../../providers/decks/detect-deck-type.ts';
import { toWebVtt } from '../../providers/speech/web-vtt.ts';
import { bearer, signInSuperUser } from '../../test/actors.ts';
import { uploadCourse } from '../../test/course-upload.ts';
import { makePdf, sampleSlides } from '../../test/deck-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { coursePipelineJob } from '../ingest/ingest-job-names.ts';
import type { IngestEngines } from '../../ports/ingest-engines.ts';

// A course whose job hangs (its server died mid-job, or the job never ends) stays "processing": the
// super user may retry it once it made no progress for 10 minutes, not before.
const hangingEngines: IngestEngines = {
  language: { name: 'built-in', narrateSlide: async () => 'never', model: null },
  detectDeckType,
  isDeckError,
  toWebVtt,
  inspectDeck: async () => ({ slideCount: 3 }),
  openDeck: () => new Promise(() => {}),
  buildCourseModel: () => new Promise(() => {}),
  narrateSlide: async () => ({ text: 'never', engine: 'built-in' }),
  speak: () => new Promise(() => {}),
  speechConcurrency: 1,
};

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp({ engines: hangingEngines, startJobs: true });
  token = await signInSuperUser(ctx.app, ctx.database);
}, 180_000);
afterAll(() => ctx.close(), 60_000);

const retry = (id: string) => ctx.app.inject({ method: 'POST', url: `/api/superadmin/course/${id}/retry`, headers: bearer(token) });
const pipelineJobs = async (id: string) => {
  const { rows } = await ctx.database.sql.executeSql('SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>\'courseId\' = $2', [
    coursePipelineJob,
    id,
  ]);
  return (rows[0] as { n: number }).n;
};

describe('retrying a course stuck in processing', () => {
  it('refuses while the course is still making progress, and starts it again once stuck for 10 minutes', async () => {
    const created = await uploadCourse(ctx.app, token, { name: 'deck.pdf', body: makePdf(sampleSlides(3)) });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<Course>();

    const early = await retry(id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Only a course whose processing failed, or made no progress for 10 minutes, can be retried.' });

    // The job has taken the course (and hangs opening the deck); then no progress for 11 minutes.
    await waitFor(async () => ((await ctx.database.db.select().from(courses).where(eq(courses.id, id)))[0]?.stage === 'extracting' ? true : undefined));
    await ctx.database.db.update(courses).set({ updatedAt: sql`now() - interval '11 minutes'` }).where(eq(courses.id, id));
    const late = await retry(id);
    expect(late.statusCode).toBe(200);
    expect(late.json<Course>()).toMatchObject({ id, status: 'processing', stage: 'queued' });
    expect(await pipelineJobs(id)).toBe(2);
  });
});
