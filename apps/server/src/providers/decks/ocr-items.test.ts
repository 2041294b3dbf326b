import type Tesseract from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { readPdfPage } from './pdf-page-text.ts';
import { ocrItems } from './slide-ocr.ts';

// Tesseract's lines turned into text items, as the image-only Git workshop deck's "What is Version Control?"
// slide gives them (80 dpi pictures drawn at 1280 px): bullets beside a map, the map's specks read into lines.

type Box = [number, number, number, number];
const word = (text: string, [x0, y0, x1, y1]: Box, confidence = 96) => ({ text, confidence, bbox: { x0, y0, x1, y1 } });
function line(words: ReturnType<typeof word>[], baseline: number, rowHeight: number) {
  const bbox = {
    x0: Math.min(...words.map((w) => w.bbox.x0)),
    y0: Math.min(...words.map((w) => w.bbox.y0)),
    x1: Math.max(...words.map((w) => w.bbox.x1)),
    y1: Math.max(...words.map((w) => w.bbox.y1)),
  };
  const rowAttributes = { rowHeight, descenders: 8, ascenders: 10 };
  return { words, bbox, baseline: { x0: bbox.x0, y0: baseline, x1: bbox.x1, y1: baseline }, rowAttributes };
}
const blocks = (lines: ReturnType<typeof line>[]) => [{ paragraphs: [{ lines }] }] as unknown as Tesseract.Block[];
// 1280 px for a 720 pt page.
const scale = 1280 / 720;
const slide = { width: 720, height: 405, images: 0, ocr: true };

describe('OCR lines as text items', () => {
  it('measures a line by its words, not by the picture specks it ran across, so the lines round it stay apart', () => {
    const page = blocks([
      line([word('What', [107, 105, 245, 148]), word('is', [267, 105, 303, 148]), word('Version', [322, 105, 514, 148]), word('Control?', [537, 105, 752, 148])], 147, 48),
      line([word('eTime', [96, 280, 241, 317], 38)], 316, 41),
      // The map beside the bullets: a speck 260 px high read into the line of "Who took it".
      line([word('Who', [127, 351, 231, 389]), word('took', [249, 350, 353, 389]), word('it', [373, 351, 400, 388]), word('ar', [789, 245, 1136, 505], 53)], 388, 52),
      line([word('State', [129, 425, 251, 462]), word('and', [271, 424, 354, 462]), word('®', [655, 392, 752, 542], 29)], 462, 55),
      line([word('Location', [130, 475, 325, 514]), word('of', [346, 475, 392, 514])], 514, 43),
      line([word('pieces', [130, 527, 278, 575])], 564, 47),
    ]);
    const items = ocrItems(page, scale, 405);
    // The specks' line is as high as its words (~39 px), not 260 px.
    expect(Math.max(...items.filter((i) => i.str === 'Who').map((i) => i.size))).toBeLessThan(60 / scale);
    // The bullet glued to "Time" is a bullet of its own.
    expect(items.filter((i) => i.line === 2).map((i) => i.str)).toEqual(['•', 'Time']);
    // As the dictionary check hands them on (ocr-words.ts): specks left out, each OCR line one run.
    const kept = items.filter((i) => !['ar', '®'].includes(i.str)).map((i) => ({ ...i, str: `${i.str} `, run: i.line }));
    const read = readPdfPage(kept, slide);
    expect(read.title).toBe('What is Version Control?');
    expect(read.text.split('\n')).toEqual(['Time', 'Who took it', 'State and Location of pieces']);
  });
});
