import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf, sampleSlides } from '../../test/deck-fixtures.ts';
import { writeFakeProgram } from '../../test/fake-program.ts';
import { findProgram } from '../find-program.ts';
import { openPdfDeck } from './pdf-deck.ts';
import { runsOfSameSize } from './poppler-pages.ts';

const pdftoppm = findProgram('pdftoppm', undefined);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-poppler-'));
const limits = { memoryMb: 768, seconds: 30 };
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** A program that stands in for pdftoppm: `script` is its shell body. */
const fakeProgram = (name: string, script: string) => writeFakeProgram(workDir, name, script);

describe('runsOfSameSize', () => {
  it('groups consecutive pages of one size, so each group is one run of the program', () => {
    const page = (n: number, width = 1280, height = 720) => ({ page: n, width, height });
    expect(runsOfSameSize([page(1), page(2), page(3, 1280, 1810), page(4), page(6)])).toEqual([
      [page(1), page(2)],
      [page(3, 1280, 1810)],
      [page(4)],
      [page(6)],
    ]);
    expect(runsOfSameSize([])).toEqual([]);
  });
});

describe('slide images drawn by Poppler', () => {
  it('has pdftoppm to test with', () => {
    expect(pdftoppm, 'pdftoppm must be installed (apt-get install poppler-utils; .ci/run does it)').toMatch(/pdftoppm$/);
  });

  it('draws every slide as a 1280 px JPEG of the page, and leaves no file behind', async () => {
    const deck = await openPdfDeck(makePdf(sampleSlides(3)), 'pdf', { poppler: { program: pdftoppm!, workDir, limits } });
    for (const number of [1, 2, 3]) {
      const drawn = await deck.renderSlide(number);
      expect(drawn).toMatchObject({ mimeType: 'image/jpeg', width: 1280, height: 720 });
      const image = await loadImage(drawn.image);
      expect([image.width, image.height]).toEqual([1280, 720]);
    }
    await deck.close();
    expect(fs.readdirSync(workDir).filter((name) => name.startsWith('pages-'))).toEqual([]);
  });

  it('draws with pdf.js what the program could not: it failed, or ran past its time limit', async () => {
    const failing = fakeProgram('failing-pdftoppm', 'echo "broken" >&2; exit 1');
    const hanging = fakeProgram('hanging-pdftoppm', 'sleep 30');
    for (const [program, programLimits] of [[failing, limits], [hanging, { memoryMb: 768, seconds: 0.3 }]] as const) {
      const deck = await openPdfDeck(makePdf(sampleSlides(2)), 'pdf', { poppler: { program, workDir, limits: programLimits } });
      const started = performance.now();
      expect(await deck.renderSlide(2)).toMatchObject({ mimeType: 'image/jpeg', width: 1280, height: 720 });
      expect(performance.now() - started).toBeLessThan(20_000);
      await deck.close();
    }
  }, 60_000);
});
