import { type CatalogueCourse, type Explanation, respeakOffer } from '@complyra/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, slideNarrations } from '../../db/schema.ts';
import { bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { fetchMedia } from '../../test/media-checks.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

// A course spoken before voices were recorded (or by an older voice) is re-spoken with the voice its
// language has now: the catalogue's narration and each organization's copy, in a durable job, while the
// course stays ready. The test app speaks English with eSpeak NG (SPEECH_VOICE=en=espeak).
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp({ startJobs: true });
  token = await signInSuperUser(ctx.app, ctx.database);
}, 180_000);
afterAll(() => ctx.close(), 60_000);

const respeak = (id: string, authToken = token) =>
  ctx.app.inject({ method: 'POST', url: `/api/superadmin/course/${id}/respeak`, headers: bearer(authToken) });
const getCourse = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/superadmin/courses/${id}`, headers: bearer(token) })).json<CatalogueCourse>();
const narrationsOf = (courseId: string) =>
  ctx.database.db.select().from(slideNarrations).where(eq(slideNarrations.courseId, courseId));

/** A ready course whose audio an older voice spoke, with one organization's copy of its narration. */
async function courseSpokenByAnOlderVoice() {
  const course = await insertReadyCourse(ctx.database.db, { slides: 2 });
  const { tenant } = await createOrganization(ctx.app, token);
  // Slide 2 the organization's copy says word for word as the catalogue does.
  const [catalogueSecond] = await ctx.database.db.select().from(slideNarrations)
    .where(and(eq(slideNarrations.courseId, course.id), eq(slideNarrations.slideNumber, 2)));
  await ctx.database.db.insert(slideNarrations).values([
    { courseId: course.id, tenantId: tenant.id, slideNumber: 1, explanation: 'Your organization asks you to lock your screen.' },
    { courseId: course.id, tenantId: tenant.id, slideNumber: 2, explanation: catalogueSecond!.explanation },
  ]);
  await ctx.database.db.update(slideNarrations)
    .set({ audioKey: 'courses/old/voice.mp3', subtitleVtt: 'WEBVTT\n', voice: null })
    .where(eq(slideNarrations.courseId, course.id));
  return course;
}

describe('POST /api/superadmin/course/:courseId/respeak', () => {
  it('offers re-speaking a course another voice spoke, and speaks every narration again with the current voice', async () => {
    const course = await courseSpokenByAnOlderVoice();
    const before = await getCourse(course.id);
    expect(before).toMatchObject({ voice: null, currentVoice: 'eSpeak NG', respeak: { status: 'idle' } });
    expect(respeakOffer(before)).toEqual({ note: 'Spoken with an earlier voice', action: 'Re-speak with eSpeak NG' });

    const started = await respeak(course.id);
    expect(started.statusCode).toBe(200);
    expect(started.json<CatalogueCourse>()).toMatchObject({ status: 'ready', respeak: { status: 'speaking', done: 0 } });

    const after = await waitFor(async () => {
      const now = await getCourse(course.id);
      return now.respeak.status === 'speaking' ? undefined : now;
    }, 60_000);
    expect(after).toMatchObject({ status: 'ready', voice: 'eSpeak NG', respeak: { status: 'idle', done: 4, total: 4, failureReason: null } });
    expect(respeakOffer(after)).toBeNull();
    const rows = await narrationsOf(course.id);
    expect(rows).toHaveLength(4);
    // The slide said word for word by the catalogue and the organization is spoken once and shared.
    const second = rows.filter((r) => r.slideNumber === 2);
    expect(second).toHaveLength(2);
    expect(second[0]!.audioKey).toBe(second[1]!.audioKey);
    expect(second[0]!.audioKey).toContain('/audio/catalogue/');
    expect(new Set(rows.map((r) => r.audioKey)).size).toBe(3);
    for (const row of rows) {
      expect(row.voice).toBe('eSpeak NG');
      expect(row.audioKey).toMatch(new RegExp(`^courses/${course.id}/v1/audio/(catalogue|[0-9a-f-]{36})/\\d+-\\w+\\.mp3$`));
      expect(row.subtitleVtt).toMatch(/^WEBVTT\n\n1\n/);
    }
    // Learners get the new audio; the course's length follows the new voice's.
    const explanations = (await ctx.app.inject({ method: 'GET', url: `/api/courses/${course.id}/explanations`, headers: bearer(token) }))
      .json<Explanation[]>();
    const audio = await fetchMedia(ctx.app, explanations[0]!.explanation_audio!);
    expect(audio.status).toBe(200);
    expect(audio.type).toBe('audio/mpeg');
    const [stored] = await ctx.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(stored!.audioSeconds).toBe(Math.ceil(rows.filter((r) => !r.tenantId).reduce((s, r) => s + (r.audioSeconds ?? 0), 0)));

    // Again: nothing is left to speak, so the run only confirms the voice.
    const again = await respeak(course.id);
    expect(again.statusCode).toBe(200);
    const keys = rows.map((r) => r.audioKey).sort();
    await waitFor(async () => ((await getCourse(course.id)).respeak.status === 'idle' ? true : undefined), 60_000);
    expect((await narrationsOf(course.id)).map((r) => r.audioKey).sort()).toEqual(keys);
  }, 120_000);

  it('refuses a course that is not ready, and a second run while one is under way', async () => {
    const processing = await insertReadyCourse(ctx.database.db, { status: 'processing' });
    const refused = await respeak(processing.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Only a ready course can be re-spoken.' });

    const ready = await insertReadyCourse(ctx.database.db);
    await ctx.database.db.update(courses).set({ respeakStatus: 'speaking' }).where(eq(courses.id, ready.id));
    const twice = await respeak(ready.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This course is already being re-spoken.' });
  });

  it('answers only the super user', async () => {
    const course = await insertReadyCourse(ctx.database.db);
    const { adminToken } = await createOrganization(ctx.app, token);
    expect((await respeak(course.id, adminToken)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/superadmin/course/${course.id}/respeak` })).statusCode).toBe(401);
    expect((await respeak('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
