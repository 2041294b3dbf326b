import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf, makePptx, sampleSlides } from '../../test/deck-fixtures.ts';
import { keepMachineBusy } from '../../test/busy-machine.ts';
import { makeInflatingPdf, makeNeedlePdf } from '../../test/hostile-decks.ts';
import { isDeckError } from './deck-error.ts';
import { findProgram } from '../find-program.ts';
import { DeckReaders } from './deck-process.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-deck-process-'));
const readers = new DeckReaders();
const strict = new DeckReaders({ memoryMb: 300, seconds: 60 });
const hasty = new DeckReaders({ memoryMb: 4096, seconds: 0.5 });
afterAll(() => {
  for (const pool of [readers, strict, hasty]) pool.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function deckError(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(isDeckError(error), String(error)).toBe(true);
  return (error as Error).message;
}

describe('decks read in a bounded child process', () => {
  it('reads text and draws slides of PDF and PPTX decks as before', async () => {
    expect(await readers.inspect(makePdf(sampleSlides(3)), 'pdf')).toEqual({ slideCount: 3 });
    const pdf = await readers.open(makePdf(sampleSlides(2)), 'pdf', { workDir, soffice: null });
    expect(pdf.slides()[1]?.title).toBe('Recognising phishing (2)');
    const image = await pdf.renderSlide(2);
    expect(image).toMatchObject({ mimeType: 'image/jpeg', width: 1280, height: 720 });
    expect(image.image.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    await pdf.close();
    const pptx = await readers.open(await makePptx(sampleSlides(2)), 'pptx', { workDir, soffice: null });
    expect(pptx.rendering).toBe('extracted-content');
    expect(await pptx.renderSlide(1)).toMatchObject({ mimeType: 'image/png', width: 1280, height: 720 });
    await pptx.close();
  }, 60_000);

  it('opens an upload in the process that inspected it (which kept the file), with Poppler drawing, and in a fresh one after', async () => {
    const file = makePdf(sampleSlides(2));
    const pdftoppm = findProgram('pdftoppm', undefined);
    expect(pdftoppm, 'pdftoppm must be installed (apt-get install poppler-utils; .ci/run does it)').toMatch(/pdftoppm$/);
    const pool = new DeckReaders();
    try {
      const storedAs = 'courses/c/v1/material.pdf';
      let reads = 0;
      const readFile = async () => {
        reads++;
        return file;
      };
      expect(await pool.inspect(file, 'pdf', storedAs)).toEqual({ slideCount: 2 });
      for (let open = 0; open < 2; open++) {
        const deck = await pool.open(readFile, 'pdf', { workDir, soffice: null, pdftoppm, storedAs });
        // The first open is the inspecting process's, with the file it kept; the second reads the file.
        expect(reads).toBe(open);
        expect(deck.slides().map((s) => s.title)).toEqual(['Information Security Basics', 'Recognising phishing (2)']);
        expect(await deck.renderSlide(1)).toMatchObject({ mimeType: 'image/jpeg', width: 1280, height: 720 });
        // No spare starts while a course's process reads its deck: it would take the CPU the course needs.
        expect(pool.processesStarted).toBe(open + 1);
        await deck.close();
        await expect.poll(() => pool.processesStarted).toBe(open + 2);
      }
    } finally {
      pool.close();
    }
  }, 60_000);

  it('keeps the deck problems the reader names (damaged PDF)', async () => {
    expect(await deckError(readers.inspect(Buffer.from('%PDF-1.4\nnothing else'), 'pdf'))).toMatch(/^The PDF (is damaged|could not be read)/);
  }, 30_000);

  it('fails a small PDF whose page content inflates past the memory limit, naming the problem', async () => {
    const bomb = await makeInflatingPdf(1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const message = await deckError(
      strict.open(bomb, 'pdf', { workDir, soffice: null }),
    );
    expect(message).toBe(
      'The deck needs more than 300 MB of memory to read: a page\'s content is too large (often a compressed stream that unpacks to a huge size). Simplify the file or export it again.',
    );
  }, 90_000);

  it('fails a deck that needs more processor time than the limit, naming the problem', async () => {
    const bomb = await makeInflatingPdf(200);
    const message = await deckError(
      hasty.open(bomb, 'pdf', { workDir, soffice: null }),
    );
    expect(message).toBe(
      'Reading the deck took more than 0.5 seconds of processor time: its pages are too complex. Simplify the file or split it.',
    );
  }, 60_000);

  it('reads a normal deck on a busy machine: the limit counts the deck process\'s processor time, not the clock', async () => {
    const limits = { memoryMb: 768, seconds: 1.5 };
    const pool = new DeckReaders(limits);
    const file = makePdf(sampleSlides(2));
    const storedAs = 'courses/c/v1/busy.pdf';
    // The process that inspects the upload keeps it, started and ready: only reading the deck meets the busy machine.
    await pool.inspect(file, 'pdf', storedAs);
    const busy = keepMachineBusy();
    try {
      // The burners slow the wall clock (often past the 1.5 s limit; how far depends on the machine's other
      // work, so it is not asserted): only the deck process's own processor time counts against the limit.
      const deck = await pool.open(file, 'pdf', { workDir, soffice: null, storedAs });
      expect(deck.slides().map((s) => s.title)).toEqual(['Information Security Basics', 'Recognising phishing (2)']);
      for (const number of [1, 2]) expect(await deck.renderSlide(number)).toMatchObject({ mimeType: 'image/jpeg', width: 1280, height: 720 });
      await deck.close();
    } finally {
      busy.stop();
      pool.close();
    }
  }, 90_000);

  it('draws a 20 x 5000 page within 1920 px on its longest side', async () => {
    const deck = await readers.open(makeNeedlePdf(), 'pdf', { workDir, soffice: null });
    const image = await deck.renderSlide(1);
    expect(Math.max(image.width, image.height)).toBe(1920);
    expect(image.width).toBe(7);
    await deck.close();
  }, 30_000);
});
