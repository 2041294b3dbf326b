import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildCourseModel } from '../../course-model/build-course-model.ts';
import { reviewDeckNarration } from '../../course-model/review-deck-narration.ts';
import { openPdfDeck } from './pdf-deck.ts';
import { pagePictures, splitPictureWords } from './picture-words.ts';
import { SlideOcr } from './slide-ocr.ts';
import { linesPicture } from '../../test/lines-picture.ts';

// A slide that embeds a screenshot: the slide's words beside it, a box with a label laid over it. OCR reads
// the screenshot's words with the slide's; they are the picture's, not points to read out.

/** A "screenshot": a grey window with lines of dark words, as a PNG. */
const screenshot = (lines: string[]) => linesPicture(lines, { width: 600, height: 400, ground: '#e8e8e8', font: 34, left: 20, top: 60, step: 60 });

/**
 * A 720 x 540 slide: a full-page background picture, a title and two points in a shadowed box on the left, a screenshot on the
 * right (x 380..700, y 120..333) with a white box and its label drawn over its foot.
 */
async function slideWithScreenshot(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([720, 540]);
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const background = createCanvas(40, 30);
  background.getContext('2d').fillStyle = '#f4f4ff';
  background.getContext('2d').fillRect(0, 0, 40, 30);
  page.drawImage(await pdf.embedPng(await background.encode('png')), { x: 0, y: 0, width: 720, height: 540 });
  page.drawText('Broken Authentication', { x: 40, y: 470, size: 34, font });
  // The points' box casts a shadow painted as a grey picture, the box drawn over most of it.
  const shadow = createCanvas(40, 20);
  shadow.getContext('2d').fillStyle = '#888888';
  shadow.getContext('2d').fillRect(0, 0, 40, 20);
  page.drawImage(await pdf.embedPng(await shadow.encode('png')), { x: 30, y: 320, width: 320, height: 90 });
  page.drawRectangle({ x: 32, y: 324, width: 314, height: 84, color: rgb(1, 1, 1) });
  page.drawText('Users send credentials', { x: 40, y: 380, size: 20, font });
  page.drawText('Sessions are rewritten', { x: 40, y: 340, size: 20, font });
  const shot = await pdf.embedPng(screenshot(['Account Balance Overview', 'Transfer Funds Between', 'Statements Archive']));
  page.drawImage(shot, { x: 380, y: 120, width: 320, height: 213 });
  page.drawRectangle({ x: 390, y: 130, width: 300, height: 28, color: rgb(1, 1, 1) });
  page.drawText('Session in the address', { x: 400, y: 137, size: 16, font });
  return pdf.save();
}

async function operatorsOf(file: Uint8Array) {
  const pdf = await getDocument({ data: file.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const page = await pdf.getPage(1);
  const operators = await page.getOperatorList();
  await pdf.destroy();
  return operators;
}

describe('pictures a slide embeds', () => {
  it('are placed where the page paints them, with the shapes drawn over them; a full-page picture or a shadow is none', async () => {
    const pictures = pagePictures(await operatorsOf(await slideWithScreenshot()), 720, 540);
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toMatchObject({ x0: 380, y0: 120, x1: 700, y1: 333 });
    expect(pictures[0]!.over.some((o) => o.x0 === 390 && o.y0 === 130 && o.x1 === 690 && o.y1 === 158)).toBe(true);
  });

  it('take the words inside them, but not a word drawn over them nor one beside them', () => {
    // A word drawn before the picture shows through a transparent part of it (a brace over a figure): its
    // first glyph, filled on its own, lies in the word's box though not at its middle.
    const under = [{ x0: 402, y0: 153, x1: 410, y1: 165 }];
    const picture = { x0: 380, y0: 120, x1: 700, y1: 333, over: [{ x0: 390, y0: 300, x1: 690, y1: 328 }], under };
    const word = (str: string, x: number, y: number) => ({ str, x, y, width: 60, size: 16 });
    const words = [word('Transfer', 400, 200), word('Session', 400, 307), word('weighted', 400, 155), word('Users', 40, 380)];
    const split = splitPictureWords(words, [picture]);
    expect(split.pictures.map((w) => w.str)).toEqual(['Transfer']);
    expect(split.slide.map((w) => w.str)).toEqual(['Session', 'weighted', 'Users']);
  });

  it('are said as a picture to look at, not read out, when the slide is read by OCR', async () => {
    // Ghostscript draws every glyph as an outline: no text layer, as in the outlined OWASP deck.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-words-'));
    try {
      fs.writeFileSync(path.join(dir, 'typed.pdf'), await slideWithScreenshot());
      execFileSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-dNoOutputFonts', '-sDEVICE=pdfwrite', `-sOutputFile=${path.join(dir, 'outlined.pdf')}`, path.join(dir, 'typed.pdf')]);
      const deck = await openPdfDeck(fs.readFileSync(path.join(dir, 'outlined.pdf')), 'pdf', { ocr: (hint) => new SlideOcr(hint), language: 'en' });
      const [slide] = deck.slides();
      await deck.close();
      expect(slide!.source).toBe('ocr');
      const pictureLines = slide!.lines?.filter((l) => l.picture).map((l) => l.text);
      expect(pictureLines).toEqual([expect.stringMatching(/Account Balance Overview.*Transfer Funds/)]);
      expect(slide!.text).not.toMatch(/Account|Transfer|Statements/);
      const model = buildCourseModel([slide!], 'en');
      expect(model.slides[0]!.shown).toEqual([expect.stringMatching(/Account Balance Overview/)]);
      const details = { courseTitle: 'Sessions', courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [] };
      const narration = reviewDeckNarration([slide!], details).slides[0]!.narration;
      expect(narration).toContain('Users send credentials');
      expect(narration).toMatch(/session in the address/i);
      expect(narration).toContain('Take a look at the picture on the slide as well.');
      expect(narration).not.toMatch(/Account|Transfer|Statements/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
