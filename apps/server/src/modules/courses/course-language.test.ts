import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CatalogueCourse, Explanation } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInSuperUser } from '../../test/actors.ts';
import { courseFields, multipart, uploadCourse } from '../../test/course-upload.ts';
import { makePdf } from '../../test/deck-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import type { IngestEngines } from '../../ports/ingest-engines.ts';

// The course language is set in the Add/Edit Course form or detected from the deck; the deck reader
// (OCR), the course model, the narrator's phrases and the voice all follow it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-language-'));
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
/** The language each deck was opened with and each narration spoken in. */
const calls = { opened: [] as (string | null | undefined)[], spoken: new Set<string | undefined>() };

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: dataDir, SOFFICE_PATH: 'none', SPEECH_WORKERS: '2' }, startJobs: true, wrapEngines: recording });
  token = await signInSuperUser(ctx.app, ctx.database);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function recording(real: IngestEngines): IngestEngines {
  return {
    ...real,
    openDeck: (file, type, options) => {
      calls.opened.push(options.language);
      return real.openDeck(file, type, options);
    },
    speak: (text, language) => {
      calls.spoken.add(language);
      return real.speak(text, language);
    },
  };
}

// Short French bullets without the small words language detection counts: detected, this deck is English.
const frenchDeck = makePdf([
  { title: 'Hameçonnage', bullets: ['Vérifier l\'expéditeur', 'Signaler rapidement', 'Jamais transmettre identifiants'] },
  { title: 'Identifiants', bullets: ['Longs', 'Uniques', 'Gestionnaire recommandé'] },
]);

const getCourse = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/superadmin/courses/${id}`, headers: bearer(token) })).json<CatalogueCourse>();
const untilReady = (id: string) =>
  waitFor(async () => {
    const course = await getCourse(id);
    if (course.status === 'failed') throw new Error(`course failed: ${course.failureReason}`);
    return course.status === 'ready' ? course : undefined;
  }, 90_000);
const explanations = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/courses/${id}/explanations`, headers: bearer(token) })).json<Explanation[]>();
const editCourse = (id: string, fields: Record<string, string>) => {
  const body = multipart({ ...courseFields, ...fields });
  return ctx.app.inject({ method: 'PUT', url: `/api/superadmin/course/${id}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};

describe('the course language', () => {
  let detected: CatalogueCourse;

  it('is detected from the deck when the form leaves it to detection', async () => {
    calls.opened.length = 0;
    const res = await uploadCourse(ctx.app, token, { name: 'fr.pdf', body: frenchDeck });
    expect(res.statusCode).toBe(201);
    expect(res.json<CatalogueCourse>()).toMatchObject({ languageSetting: 'auto' });
    detected = await untilReady(res.json<CatalogueCourse>().id);
    expect(detected).toMatchObject({ language: 'en', languageSetting: 'auto' });
    expect(calls.opened).toEqual([null]);
    expect((await explanations(detected.id))[0]!.explanation).toMatch(/^Welcome to Information Security Basics\./);
  }, 120_000);

  it('is stored as set in the form, and the reader, the narration and the voice follow it', async () => {
    calls.opened.length = 0;
    calls.spoken.clear();
    const res = await uploadCourse(ctx.app, token, { name: 'fr.pdf', body: frenchDeck }, { ...courseFields, language: 'fr' });
    expect(res.statusCode).toBe(201);
    expect(res.json<CatalogueCourse>()).toMatchObject({ language: 'fr', languageSetting: 'fr' });
    const course = await untilReady(res.json<CatalogueCourse>().id);
    expect(course).toMatchObject({ language: 'fr', languageSetting: 'fr' });
    expect(calls.opened).toEqual(['fr']);
    expect([...calls.spoken]).toEqual(['fr']);
    const [first, second] = await explanations(course.id);
    expect(first!.explanation).toMatch(/^Bienvenue dans Information Security Basics\./);
    expect(second!.explanation).not.toMatch(/\b(the|this|slide|let's)\b/i);
  }, 120_000);

  it('makes the course again from its file when an edit changes the language', async () => {
    calls.spoken.clear();
    const res = await editCourse(detected.id, { language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json<CatalogueCourse>()).toMatchObject({ status: 'processing', language: 'fr', languageSetting: 'fr' });
    const course = await untilReady(detected.id);
    expect(course).toMatchObject({ language: 'fr', languageSetting: 'fr', slidesTotal: 2, materialName: 'fr.pdf' });
    expect([...calls.spoken]).toEqual(['fr']);
    expect((await explanations(course.id))[0]!.explanation).toMatch(/^Bienvenue dans /);
  }, 120_000);

  it('keeps the course as it is when an edit leaves the language out or sets the one it has', async () => {
    for (const fields of [{ title: 'Sécurité au quotidien' }, { language: 'fr' }] as Record<string, string>[]) {
      const res = await editCourse(detected.id, fields);
      expect(res.statusCode).toBe(200);
      expect(res.json<CatalogueCourse>()).toMatchObject({ status: 'ready', language: 'fr', languageSetting: 'fr' });
    }
  });

  it('refuses a language the form does not offer', async () => {
    const res = await editCourse(detected.id, { language: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Language must be one of: auto, en, es, de, fr, it, pt, nl.');
  });
});
