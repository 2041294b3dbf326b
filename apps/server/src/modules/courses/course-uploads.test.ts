import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema.ts';
import { bearer, signInSuperUser } from '../../test/actors.ts';
import { courseFields, multipart, uploadCourse } from '../../test/course-upload.ts';
import { makePdf, makePptx, sampleSlides } from '../../test/deck-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

// Every bad file answers 400 with a sentence naming the problem, and leaves no course row and no file.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-uploads-'));
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: dataDir, MAX_UPLOAD_MB: '1', SOFFICE_PATH: 'none' }, startJobs: true });
  token = await signInSuperUser(ctx.app, ctx.database);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const filesLeft = () => {
  const folder = path.join(dataDir, 'files');
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { recursive: true }).filter((f) => fs.statSync(path.join(folder, f.toString())).isFile());
};

async function expectRefused(file: { name: string; body: Buffer }, message: string | RegExp) {
  const res = await uploadCourse(ctx.app, token, file);
  expect(res.statusCode).toBe(400);
  const body = res.json<{ message: string }>();
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(await ctx.database.db.select().from(courses)).toHaveLength(0);
  expect(filesLeft()).toEqual([]);
}

/**
 * A zip bomb's shape: small on disk, but its central directory declares 5 parts of 200 MB each (1 GB).
 * The parts really hold 64 KB of zeros; only the declared sizes are patched, which is what must be
 * refused before anything is inflated.
 */
async function zipBomb(): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await makePptx(sampleSlides(1)));
  for (let i = 0; i < 5; i++) zip.file(`ppt/media/bomb${i}.bin`, Buffer.alloc(64 * 1024));
  const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  for (let at = 0; at < file.length - 4; at++) {
    if (file.readUInt32LE(at) !== 0x02014b50) continue;
    const name = file.subarray(at + 46, at + 46 + file.readUInt16LE(at + 28)).toString();
    if (name.startsWith('ppt/media/bomb')) file.writeUInt32LE(200 * 1024 * 1024, at + 24);
  }
  return file;
}

describe('POST /api/courses refuses bad files', () => {
  it('refuses a file that is neither PDF nor PPTX by its content', async () => {
    await expectRefused({ name: 'notes.pdf', body: Buffer.from('just some text, not a PDF') }, 'The file notes.pdf is not a PDF or PPTX presentation.');
  });

  it('refuses a renamed file whose content does not match its name', async () => {
    await expectRefused(
      { name: 'deck.pptx', body: makePdf(sampleSlides(1)) },
      'The file deck.pptx is named .pptx but its content is a PDF file.',
    );
  });

  it('refuses a name that is not .pdf or .pptx', async () => {
    await expectRefused({ name: 'deck.docx', body: makePdf(sampleSlides(1)) }, 'Course material must be a .pdf or .pptx file.');
  });

  it('refuses an empty file', async () => {
    await expectRefused({ name: 'empty.pdf', body: Buffer.alloc(0) }, 'The uploaded file is empty.');
  });

  it('refuses a file larger than MAX_UPLOAD_MB', async () => {
    const big = Buffer.concat([makePdf(sampleSlides(1)), Buffer.alloc(1024 * 1024 + 10, 32)]);
    await expectRefused({ name: 'big.pdf', body: big }, 'The file is larger than the 1 MB upload limit.');
  });

  it('refuses a corrupt PDF', async () => {
    const corrupt = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\nthis is not a pdf any more\n%%EOF');
    await expectRefused({ name: 'broken.pdf', body: corrupt }, /^The PDF (is damaged|could not be read)/);
  });

  it('refuses a zip bomb PPTX without inflating it', async () => {
    const bomb = await zipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // The refusal names the size the archive's directory declares: it was read, never inflated.
    await expectRefused({ name: 'bomb.pptx', body: bomb }, /^The PPTX file would unpack to 1000 MB, more than the 512 MB allowed/);
  });

  it('refuses a zip that is not a presentation', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', '<w:document/>');
    zip.file('[Content_Types].xml', '<Types/>');
    const body = await zip.generateAsync({ type: 'nodebuffer' });
    await expectRefused({ name: 'letter.pptx', body }, 'The file letter.pptx is not a PDF or PPTX presentation.');
  });

  it('refuses a presentation without slides', async () => {
    const zip = await JSZip.loadAsync(await makePptx(sampleSlides(1)));
    zip.file('ppt/presentation.xml', '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:sldIdLst/></p:presentation>');
    const body = await zip.generateAsync({ type: 'nodebuffer' });
    await expectRefused({ name: 'empty.pptx', body }, 'The presentation has no slides.');
  });

  it('accepts a real PDF and answers the course at once, processing', async () => {
    const res = await uploadCourse(ctx.app, token, { name: 'security.pdf', body: makePdf(sampleSlides(2)) });
    expect(res.statusCode).toBe(201);
    const course = res.json<{ id: string; status: string; materialType: string; materialUrl: string }>();
    expect(course).toMatchObject({ status: 'processing', materialType: 'pdf' });
    expect(course.materialUrl).toMatch(/^\/api\/media\//);
    expect(filesLeft()).toContain(`courses/${course.id}/v1/material.pdf`);
  });

  it('re-runs the pipeline when an edit brings a new file, refuses a bad one and keeps the course', async () => {
    const created = await uploadCourse(ctx.app, token, { name: 'one.pdf', body: makePdf(sampleSlides(1)) });
    const id = created.json<{ id: string }>().id;
    const course = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/superadmin/courses/${id}`, headers: bearer(token) })).json<{
        status: string;
        slidesTotal: number;
        materialType: string;
        rendering: string | null;
      }>();
    await waitFor(async () => ((await course()).status === 'ready' ? true : undefined), 90_000);
    const put = async (file: { name: string; body: Buffer }) => {
      const body = multipart({ ...courseFields, title: 'Security Basics 2' }, file);
      return ctx.app.inject({ method: 'PUT', url: `/api/superadmin/course/${id}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    };

    const bad = await put({ name: 'broken.pptx', body: Buffer.from('PK\x03\x04 not really a zip') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('The file broken.pptx is not a PDF or PPTX presentation.');
    expect(await course()).toMatchObject({ status: 'ready', slidesTotal: 1, materialType: 'pdf' });

    const good = await put({ name: 'two.pptx', body: await makePptx(sampleSlides(2)) });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ status: 'processing', title: 'Security Basics 2', materialType: 'pptx' });
    const ready = await waitFor(async () => {
      const current = await course();
      return current.status === 'ready' ? current : undefined;
    }, 90_000);
    expect(ready).toMatchObject({ slidesTotal: 2, materialType: 'pptx', rendering: 'extracted-content' });
    // The first file's slides and audio are gone.
    expect(filesLeft().filter((f) => f.toString().startsWith(`courses/${id}/v1/`))).toEqual([]);
  }, 180_000);
});
