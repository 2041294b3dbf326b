import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Course, Explanation, Slide } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courseSlides, slideNarrations, tenantCourses } from '../../db/schema.ts';
import { mp3DurationSeconds, mp3SampleRate } from '../../providers/speech/mp3.ts';
import { findProgram } from '../../providers/find-program.ts';
import { bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { uploadCourse } from '../../test/course-upload.ts';
import { makePdf, makePptx, sampleSlides } from '../../test/deck-fixtures.ts';
import { fetchMedia, parseVtt } from '../../test/media-checks.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { readCourseModel } from '../course-model/course-model.repository.ts';
import { tenantCopyJob } from './ingest-job-names.ts';

// The whole pipeline with the real built-in engines: pdf.js, Flite (English; eSpeak NG where it is not
// installed), LAME. PPTX slides are drawn from
// their text here (SOFFICE_PATH=none); the LibreOffice path is covered in the deck engine tests.
const fliteInstalled = findProgram('flite', undefined) !== null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-pipeline-'));
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
/** The texts spoken keeping an earlier recording's opening, and the earlier texts they continued. */
const continued: { text: string; earlier: string }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    env: { DATA_DIR: dataDir, SOFFICE_PATH: 'none', SPEECH_WORKERS: '2', SPEECH_VOICE: 'en=rms' },
    startJobs: true,
    wrapEngines: (engines) => ({
      ...engines,
      speakContinuing: async (text, language, earlier) => {
        continued.push({ text, earlier: earlier.text });
        return engines.speakContinuing!(text, language, earlier);
      },
    }),
  });
  token = await signInSuperUser(ctx.app, ctx.database);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const getCourse = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/superadmin/courses/${id}`, headers: bearer(token) })).json<Course>();

async function untilReady(id: string): Promise<Course> {
  return waitFor(async () => {
    const course = await getCourse(id);
    if (course.status === 'failed') throw new Error(`course failed: ${course.failureReason}`);
    return course.status === 'ready' ? course : undefined;
  }, 90_000);
}

async function expectNarrated(courseId: string, query = '', authToken = token) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/courses/${courseId}/explanations${query}`, headers: bearer(authToken) });
  expect(res.statusCode).toBe(200);
  const explanations = res.json<Explanation[]>();
  for (const item of explanations) {
    // The spec's fields, and the Review marks added beside them.
    expect(Object.keys(item).sort()).toEqual(['content', 'explanation', 'explanation_audio', 'explanation_subtitle', 'isApproved', 'review', 'slide']);
    expect(item.explanation.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeGreaterThanOrEqual(3);
    const audio = await fetchMedia(ctx.app, item.explanation_audio!);
    expect(audio.status).toBe(200);
    expect(audio.type).toBe('audio/mpeg');
    const duration = mp3DurationSeconds(audio.body);
    expect(duration).toBeGreaterThan(3);
    // English is spoken by Flite rms (16 kHz; eSpeak NG speaks at 22.05 kHz).
    expect(mp3SampleRate(audio.body)).toBe(fliteInstalled ? 16000 : 22050);
    const cues = parseVtt(item.explanation_subtitle!);
    expect(item.explanation_subtitle).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
    expect(cues.length).toBeGreaterThanOrEqual(3);
    cues.forEach((cue, i) => {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
    });
    // The last cue ends where the speech ends (the encoder pads the last frame).
    expect(Math.abs(cues.at(-1)!.end - duration)).toBeLessThan(0.3);
  }
  return explanations;
}

describe('course pipeline with the built-in engines', () => {
  let pdfCourse: Course;

  it('makes a ready course from a multi-slide PDF: slide images, explanations, MP3 audio, WebVTT subtitles', async () => {
    const res = await uploadCourse(ctx.app, token, { name: 'security.pdf', body: makePdf(sampleSlides(3)) });
    expect(res.statusCode).toBe(201);
    pdfCourse = await untilReady(res.json<Course>().id);
    expect(pdfCourse).toMatchObject({ slidesTotal: 3, slidesDone: 3, rendering: 'pdf', stage: 'ready', failureReason: null });
    // The quiz's question bank is written as the course becomes ready: the card says how many questions it supports.
    expect(pdfCourse.quizQuestions).toBeGreaterThan(0);
    // The voice that spoke it is recorded, so nothing is offered for re-speaking a course the current voice spoke.
    const voice = fliteInstalled ? 'Flite rms' : 'eSpeak NG';
    expect(pdfCourse).toMatchObject({ voice, currentVoice: voice, respeak: { status: 'idle' } });
    // Three slides of more than 3 s each; the minutes are the seconds rounded up.
    expect(pdfCourse.audioSeconds).toBeGreaterThan(9);
    expect(pdfCourse.duration).toBe(Math.max(1, Math.ceil(pdfCourse.audioSeconds / 60)));

    const slides = (await ctx.app.inject({ method: 'GET', url: `/api/superadmin/courses/${pdfCourse.id}/slides`, headers: bearer(token) })).json<Slide[]>();
    expect(slides.map((s) => [s.number, s.title])).toEqual([
      [1, 'Information Security Basics'],
      [2, 'Recognising phishing (2)'],
      [3, 'Handling personal data (3)'],
    ]);
    for (const slide of slides) {
      expect(slide).toMatchObject({ width: 1280, height: 720 });
      const image = await fetchMedia(ctx.app, slide.imageUrl!);
      expect(image).toMatchObject({ status: 200, type: 'image/jpeg' });
      expect(image.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }

    // The course model is built once at ingest and stored with the slides, with the detected language.
    const model = await readCourseModel(ctx.database.db, pdfCourse.id);
    expect(model?.language).toBe('en');
    expect(model?.slides[1]).toMatchObject({ number: 2, title: 'Recognising phishing (2)', role: 'content', source: 'text' });
    expect(model?.slides[1]!.points.map((p) => [p.text, p.kind])).toEqual([
      ['Know which data is confidential', 'instruction'],
      ['lock your screen when you leave your desk', 'instruction'],
      ['Report suspicious e-mails within one hour', 'instruction'],
    ]);
    const stored = await ctx.database.db
      .select({ model: courseSlides.model })
      .from(courseSlides)
      .where(eq(courseSlides.courseId, pdfCourse.id));
    expect(stored.every((row) => row.model !== null)).toBe(true);

    const explanations = await expectNarrated(pdfCourse.id);
    expect(explanations.map((e) => e.slide)).toEqual([1, 2, 3]);
    expect(explanations[0]!.explanation).toMatch(/^Welcome to Information Security Basics\./);
    // Narration explains rather than reading the bullets out.
    expect(explanations[1]!.explanation).not.toContain('Know which data is confidential');
    expect(explanations[1]!.content).toContain('Recognising phishing (2)');
  }, 120_000);

  it('signs media links and refuses tampered ones', async () => {
    const slides = (await ctx.app.inject({ method: 'GET', url: `/api/superadmin/courses/${pdfCourse.id}/slides`, headers: bearer(token) })).json<Slide[]>();
    const url = slides[0]!.imageUrl!;
    const [payload, signature] = url.replace('/api/media/', '').split('.');
    const data = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { k: string };
    expect(data.k).toBe(`courses/${pdfCourse.id}/v1/slides/1.jpg`);
    const forged = Buffer.from(JSON.stringify({ ...data, k: `courses/${pdfCourse.id}/v1/material.pdf` })).toString('base64url');
    for (const bad of [`/api/media/${forged}.${signature}`, `/api/media/${payload}.${signature!.slice(0, -2)}xx`, '/api/media/courses%2Fx']) {
      const res = await fetchMedia(ctx.app, bad);
      expect(res.status).toBe(404);
    }
    const material = await fetchMedia(ctx.app, pdfCourse.materialUrl);
    expect(material).toMatchObject({ status: 200, type: 'application/pdf' });
  });

  it('makes a ready course from a PPTX without LibreOffice, drawing each slide from its text', async () => {
    const res = await uploadCourse(ctx.app, token, { name: 'security.pptx', body: await makePptx(sampleSlides(2), { withTable: true }) });
    expect(res.statusCode).toBe(201);
    const course = await untilReady(res.json<Course>().id);
    expect(course).toMatchObject({ slidesTotal: 2, rendering: 'extracted-content', materialType: 'pptx' });
    const slides = (await ctx.app.inject({ method: 'GET', url: `/api/superadmin/courses/${course.id}/slides`, headers: bearer(token) })).json<Slide[]>();
    expect(slides[1]!.content).toContain('Phishing, Security team');
    expect(slides[1]!.content).toContain('Grouped reminder text');
    const image = await fetchMedia(ctx.app, slides[0]!.imageUrl!);
    expect(image).toMatchObject({ status: 200, type: 'image/png' });
    const explanations = await expectNarrated(course.id);
    // Speaker notes reach the narration.
    expect(explanations[0]!.explanation).toContain('reporting quickly limits the damage');
  }, 120_000);

  it('answers an organization\'s own copy that names the organization, and hides it from other organizations', async () => {
    const acme = await createOrganization(ctx.app, token, 'Acme Logistics');
    const other = await createOrganization(ctx.app, token, 'Other Org');
    await ctx.database.db.insert(tenantCourses).values({ tenantId: acme.tenant.id, courseId: pdfCourse.id });
    await ctx.jobs.send(tenantCopyJob, { courseId: pdfCourse.id, tenantId: acme.tenant.id });
    await waitFor(async () => {
      const [row] = await ctx.database.db.select().from(tenantCourses);
      return row?.copyStatus === 'ready' ? true : undefined;
    }, 60_000);
    const explanations = await expectNarrated(pdfCourse.id, `?tenantId=${acme.tenant.id}`, acme.adminToken);
    expect(explanations).toHaveLength(3);
    expect(explanations[0]!.explanation).toContain('Acme Logistics');
    expect(explanations.every((e) => e.isApproved === false)).toBe(true);

    // Only what names the organization is spoken again: a slide said word for word as the catalogue says it
    // shares the catalogue's recording; the welcome has its own, in the organization's folder.
    const recordings = await ctx.database.db
      .select({
        tenantId: slideNarrations.tenantId,
        slide: slideNarrations.slideNumber,
        text: slideNarrations.explanation,
        key: slideNarrations.audioKey,
      })
      .from(slideNarrations)
      .where(eq(slideNarrations.courseId, pdfCourse.id));
    const of = (tenantId: string | null, slide: number) => recordings.find((r) => r.tenantId === tenantId && r.slide === slide)!;
    expect(of(acme.tenant.id, 2).text).toBe(of(null, 2).text);
    expect(of(acme.tenant.id, 2).key).toBe(of(null, 2).key);
    expect(of(acme.tenant.id, 1).key).not.toBe(of(null, 1).key);
    expect(of(acme.tenant.id, 1).key).toContain(`/audio/${acme.tenant.id}/`);
    // The last slide names the organization only in its goodbye: its recording keeps the catalogue's audio of
    // the sentences before it, byte for byte, and only the goodbye on is spoken for the organization.
    const [catalogueLast, ownLast] = [of(null, 3), of(acme.tenant.id, 3)];
    expect(ownLast.text).toContain('That brings us to the end of Information Security Basics at Acme Logistics.');
    expect(ownLast.text.startsWith(catalogueLast.text.slice(0, catalogueLast.text.indexOf('That brings us')))).toBe(true);
    expect(ownLast.key).not.toBe(catalogueLast.key);
    expect(continued).toContainEqual({ text: ownLast.text, earlier: catalogueLast.text });
    const catalogueAudio = (await fetchMedia(ctx.app, (await expectNarrated(pdfCourse.id))[2]!.explanation_audio!)).body;
    const ownAudio = (await fetchMedia(ctx.app, explanations[2]!.explanation_audio!)).body;
    const half = Math.floor(catalogueAudio.length / 2);
    expect(ownAudio.subarray(0, half).equals(catalogueAudio.subarray(0, half))).toBe(true);
    expect(ownAudio.equals(catalogueAudio)).toBe(false);

    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/courses/${pdfCourse.id}/explanations?tenantId=${acme.tenant.id}`,
      headers: bearer(other.adminToken),
    });
    expect(hidden.statusCode).toBe(404);
    const material = await ctx.app.inject({
      method: 'GET',
      url: `/api/courses/${pdfCourse.id}/chatbot-material?tenantId=${acme.tenant.id}`,
      headers: bearer(acme.adminToken),
    });
    expect(material.json<{ materialUrl: string }>().materialUrl).toMatch(/^\/api\/media\/[\w-]+\.[\w-]+$/);
  }, 120_000);
});
