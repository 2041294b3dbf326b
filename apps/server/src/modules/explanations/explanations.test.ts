import { builtinCannotMessage, type Explanation, type SlideModel, explanationMessages, unknownInstructionMessage } from '@complyra/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSlides, tenantCourses } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { saveCompleteDetails } from '../../test/organization.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { pointCoverage, wordCount } from '../../course-model/rewrite-words.ts';
import { listNarrations } from '../courses/courses.repository.ts';
import { listVersions } from './explanations.repository.ts';
import { phishingSlide } from '../../test/phishing-slide.ts';

const dana = { role: 'Security Officer', name: 'Dana Smith', contact: 'dana@editor-org.test' };
type T = Awaited<ReturnType<typeof createTestApp>>;

const slideModels: SlideModel[] = [
  { number: 1, title: 'Security Awareness', role: 'title', points: [], notes: '', source: 'text' },
  phishingSlide,
  {
    number: 3,
    title: 'Passwords',
    role: 'content',
    points: [
      { text: 'Use a password manager', level: 0, kind: 'instruction' },
      { text: 'Never reuse passwords across services', level: 0, kind: 'instruction' },
    ],
    notes: '',
    source: 'text',
  },
];

/** A ready catalogue course whose slides carry a stored course model. */
async function insertModelledCourse(t: T) {
  const course = await insertReadyCourse(t.database.db, { slides: 3 });
  for (const model of slideModels) {
    await t.database.db
      .update(courseSlides)
      .set({ title: model.title, text: model.points.map((p) => p.text).join('\n'), notes: model.notes, model })
      .where(and(eq(courseSlides.courseId, course.id), eq(courseSlides.number, model.number)));
  }
  return course;
}

const copyReady = (t: T, tenantId: string, courseId: string) =>
  waitFor(async () => {
    const [row] = await t.database.db
      .select()
      .from(tenantCourses)
      .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.courseId, courseId)));
    return row?.copyStatus === 'ready' ? row : undefined;
  }, 60_000);

const narrationOf = async (t: T, courseId: string, tenantId: string | null, slideNumber: number) =>
  (await listNarrations(t.database.db, courseId, tenantId)).find((n) => n.slideNumber === slideNumber)!;

describe('the explanation editor', () => {
  let t: T;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let employee: string;
  let course: { id: string };

  const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as object } : {}) });
  const list = async (token: string, tenantId: string) =>
    (await call(token, 'GET', `/api/courses/${course.id}/explanations?tenantId=${tenantId}`)).json<Explanation[]>();
  const enhanceAll = (queryPrompt: string, extra: Record<string, unknown> = {}) =>
    call(org.adminToken, 'POST', '/api/courses/enhance-explanations', {
      courseId: course.id,
      tenantId: org.tenant.id,
      queryPrompt,
      batchSize: 5,
      ...extra,
    });
  const enhanceSlide = (token: string, tenantId: string, prompt: string, items: Explanation[], index = 1) =>
    call(token, 'POST', '/api/ai/enhance-slide', {
      courseId: course.id,
      tenantId,
      explanation_array: items.map(({ slide, content, explanation }) => ({ slide, content, explanation })),
      query_index: index,
      query_prompt: prompt,
    });

  beforeAll(async () => {
    t = await createTestApp({ startJobs: true });
    const superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Editor Org');
    other = await createOrganization(t.app, superToken, 'Editor Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    await saveCompleteDetails(t.app, other.adminToken, other.tenant.id);
    employee = await addEmployee(t.app, org.adminToken, org.tenant.id, 'erin@editor-org.test');
    course = await insertModelledCourse(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/courses/assign',
      headers: bearer(org.adminToken),
      payload: { courseId: course.id, tenantId: org.tenant.id, mandatory: true, skippable: false, retryType: 'SAME', pocs: [dana] },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/courses/assign',
      headers: bearer(other.adminToken),
      payload: { courseId: course.id, tenantId: other.tenant.id, mandatory: true, skippable: false, retryType: 'SAME', pocs: [] },
    });
    await copyReady(t, org.tenant.id, course.id);
    await copyReady(t, other.tenant.id, course.id);
  }, 300_000);
  afterAll(() => t.close());

  it('refuses an employee (403) and another organization\'s admin (404) on every call', async () => {
    const bodies = {
      update: { courseId: course.id, tenantId: org.tenant.id, slideIndex: 2, explanation: 'Changed by someone else.' },
      enhanceSlide: {
        courseId: course.id,
        tenantId: org.tenant.id,
        explanation_array: [{ slide: 1, content: '', explanation: 'Text.' }],
        query_index: 0,
        query_prompt: 'shorter',
      },
      enhanceAll: { courseId: course.id, tenantId: org.tenant.id, queryPrompt: 'shorter', batchSize: 5 },
      regenerate: { courseId: course.id, tenantId: org.tenant.id },
    };
    const calls = [
      ['PUT', '/api/courses/update-explanation', bodies.update],
      ['POST', '/api/ai/enhance-slide', bodies.enhanceSlide],
      ['POST', '/api/courses/enhance-explanations', bodies.enhanceAll],
      ['PATCH', '/api/courses/regenerate-explanations', bodies.regenerate],
    ] as const;
    const before = await list(org.adminToken, org.tenant.id);
    for (const [method, url, body] of calls) {
      expect((await call(employee, method, url, body)).statusCode, `${method} ${url} employee`).toBe(403);
      expect((await call(other.adminToken, method, url, body)).statusCode, `${method} ${url} other admin`).toBe(404);
    }
    expect((await call(other.adminToken, 'GET', `/api/courses/${course.id}/explanations?tenantId=${org.tenant.id}`)).statusCode).toBe(404);
    expect(await list(org.adminToken, org.tenant.id)).toEqual(before);
  });

  it('approving an edit saves it, speaks it again with new subtitles and keeps the previous version; nothing else changes', async () => {
    const catalogueBefore = await narrationOf(t, course.id, null, 2);
    const otherBefore = await narrationOf(t, course.id, other.tenant.id, 2);
    const mineBefore = await narrationOf(t, course.id, org.tenant.id, 2);
    const text =
      'Phishing messages try to rush you. Before you open any attachment, check who really sent it, and report anything suspicious to the security team straight away.';
    const res = await call(org.adminToken, 'PUT', '/api/courses/update-explanation', {
      courseId: course.id,
      tenantId: org.tenant.id,
      slideIndex: 2,
      explanation: text,
    });
    expect(res.statusCode).toBe(200);
    const slide = res.json();
    expect(slide).toMatchObject({ slide: 2, explanation: text, isApproved: true, audioStatus: 'ready' });
    expect(slide.explanation_audio).toMatch(/^\/api\/media\//);
    expect(slide.explanation_subtitle).toMatch(/^WEBVTT/);
    expect(slide.explanation_subtitle).toContain('attachment');
    expect(slide.explanation_subtitle).not.toContain(mineBefore.explanation.split(' ').slice(0, 6).join(' '));

    const mineAfter = await narrationOf(t, course.id, org.tenant.id, 2);
    expect(mineAfter.audioKey).not.toBe(mineBefore.audioKey);
    expect(mineAfter.audioSeconds).not.toBe(mineBefore.audioSeconds);
    const audio = await t.app.inject({ method: 'GET', url: slide.explanation_audio });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');

    // The employee of the organization hears the new one; the catalogue and the other organization keep theirs.
    const learnerView = (await list(employee, org.tenant.id)).find((e) => e.slide === 2)!;
    expect(learnerView.explanation).toBe(text);
    expect(learnerView.explanation_subtitle).toBe(slide.explanation_subtitle);
    expect(await narrationOf(t, course.id, null, 2)).toEqual(catalogueBefore);
    expect(await narrationOf(t, course.id, other.tenant.id, 2)).toEqual(otherBefore);

    const versions = await listVersions(t.database.db, mineBefore.id);
    expect(versions.map((v) => [v.change, v.explanation, v.savedBy === null])).toEqual([
      ['generated', mineBefore.explanation, true],
      ['approved', text, false],
    ]);
  });

  it('refuses an empty explanation and an unknown slide', async () => {
    const empty = await call(org.adminToken, 'PUT', '/api/courses/update-explanation', {
      courseId: course.id,
      tenantId: org.tenant.id,
      slideIndex: 1,
      explanation: '   ',
    });
    expect(empty.statusCode).toBe(400);
    const missing = await call(org.adminToken, 'PUT', '/api/courses/update-explanation', {
      courseId: course.id,
      tenantId: org.tenant.id,
      slideIndex: 99,
      explanation: 'Text.',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Slide not found');
  });

  it('enhances one slide with a built-in instruction without saving; an unknown prompt leaves the text and says what it knows', async () => {
    const items = await list(org.adminToken, org.tenant.id);
    const shorter = await enhanceSlide(org.adminToken, org.tenant.id, 'Make it shorter', items, 2);
    expect(shorter.statusCode).toBe(200);
    const before = items[2]!.explanation;
    const after = shorter.json().explanation_array[2].explanation;
    expect(wordCount(after)).toBeLessThan(wordCount(before));
    expect(pointCoverage(slideModels[2]!, before, after)).toBeGreaterThanOrEqual(0.9);
    const first = items[0]!;
    expect(shorter.json().explanation_array[0]).toEqual({ slide: 1, content: first.content, explanation: first.explanation });
    expect((await list(org.adminToken, org.tenant.id))[2]!.explanation).toBe(before);

    const example = await enhanceSlide(org.adminToken, org.tenant.id, 'add the slide\'s example', items, 1);
    expect(example.json().explanation_array[1].explanation).toContain('fake invoice from a known supplier');

    // Translating is refused in one sentence that says what the built-in engine can do; an unknown request too.
    const translate = await enhanceSlide(org.adminToken, org.tenant.id, 'Translate it into Klingon', items, 1);
    expect(translate.json()).toEqual({
      explanation_array: items.map(({ slide, content, explanation }) => ({ slide, content, explanation })),
      message: builtinCannotMessage('translate'),
    });
    const unknown = await enhanceSlide(org.adminToken, org.tenant.id, 'Rewrite it as a limerick', items, 1);
    expect(unknown.json()).toEqual({
      explanation_array: items.map(({ slide, content, explanation }) => ({ slide, content, explanation })),
      message: unknownInstructionMessage,
    });

    const noPrompt = await enhanceSlide(org.adminToken, org.tenant.id, '  ', items, 1);
    expect(noPrompt.statusCode).toBe(400);
    expect(noPrompt.json().message).toBe(`query_prompt: ${explanationMessages.enterPrompt}`);
  });

  it('enhances all slides per batch of five and saves them as unapproved drafts', async () => {
    const before = await list(org.adminToken, org.tenant.id);
    const res = await enhanceAll('more formal and mention the contact', { batch: 0 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: explanationMessages.enhanced, batches: 1, batch: 0 });
    const after = body.explanations as Explanation[];
    expect(after.filter((e, i) => e.explanation !== before[i]!.explanation).length).toBeGreaterThan(0);
    for (const [i, e] of after.entries()) {
      expect(e.explanation).toContain('Dana Smith');
      expect(e.explanation).not.toMatch(/\b(let's|don't|it's)\b/i);
      if (e.explanation !== before[i]!.explanation) expect(e.isApproved).toBe(false);
      // Drafts are not spoken until approved: the audio stays.
      expect(e.explanation_audio).toBe(before[i]!.explanation_audio);
    }
    const unknown = await enhanceAll('Write it as a poem');
    expect(unknown.json()).toMatchObject({ success: false, message: unknownInstructionMessage });
    const wrongBatch = await enhanceAll('shorter', { batchSize: 10 });
    expect(wrongBatch.statusCode).toBe(400);
  });

  it('writes every explanation again from the course model and speaks it again', async () => {
    const res = await call(org.adminToken, 'PATCH', '/api/courses/regenerate-explanations', { courseId: course.id, tenantId: org.tenant.id });
    expect(res.statusCode).toBe(200);
    const explanations = res.json().explanations as Explanation[];
    const naming = explanations.find((e) => e.explanation.includes('Editor Org'));
    expect(naming, 'the organization is named again').toBeDefined();
    expect(explanations.every((e) => !e.isApproved)).toBe(true);
    await waitFor(async () => {
      const rows = await Promise.all([1, 2, 3].map((n) => narrationOf(t, course.id, org.tenant.id, n)));
      return rows.every((r) => !r.audioPending) ? true : undefined;
    }, 30_000);
    const spoken = (await list(org.adminToken, org.tenant.id)).find((e) => e.slide === naming!.slide)!;
    expect(spoken.explanation_subtitle).toContain('Editor Org');
  });
});
