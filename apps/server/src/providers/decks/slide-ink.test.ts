import { describe, expect, it } from 'vitest';
import { measureInk, textLayerMissesInk } from './slide-ink.ts';

// A 320 x 180 "page" drawn at 1 px per point, white paper, with strokes (text) or a patch (a photo) painted in.
const width = 320;
const height = 180;
function paper() {
  return new Uint8ClampedArray(width * height * 4).fill(255);
}
function paint(rgba: Uint8ClampedArray, x0: number, y0: number, w: number, h: number, colour = [20, 20, 60]) {
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++) rgba.set([...colour, 255], (y * width + x) * 4);
}
/** A line of letter-like strokes: 1 px wide, 2 px apart, `h` high, from (x0, top). */
function strokes(rgba: Uint8ClampedArray, x0: number, top: number, length: number, h = 10) {
  for (let x = x0; x < x0 + length; x += 3) paint(rgba, x, top, 1, h);
}
/** A text item whose box covers pixels x0..x0+length, top..top+10 on a page 180 points high (y up, baseline). */
const item = (x0: number, top: number, length: number) => ({ str: 'words', x: x0, width: length, y: height - top - 8, size: 10 });

describe('ink the text layer does not cover', () => {
  it('finds lines of strokes where the text layer has nothing (words drawn as shapes)', () => {
    const rgba = paper();
    for (let line = 0; line < 4; line++) strokes(rgba, 40, 40 + line * 30, 240);
    const measure = measureInk(rgba, width, height, [], 1, height);
    expect(measure.covered).toBe(0);
    expect(measure.missed).toBe(4 * 80 * 2 * 10);
    expect(textLayerMissesInk(measure)).toBe(true);
  });

  it('does not when the text layer covers the strokes', () => {
    const rgba = paper();
    const items = [];
    for (let line = 0; line < 4; line++) {
      strokes(rgba, 40, 40 + line * 30, 240);
      items.push(item(40, 40 + line * 30, 240));
    }
    const measure = measureInk(rgba, width, height, items, 1, height);
    expect(measure.missed).toBe(0);
    expect(textLayerMissesInk(measure)).toBe(false);
  });

  it('finds it when only the bullets are real text', () => {
    const rgba = paper();
    const bullets = [];
    for (let line = 0; line < 4; line++) {
      paint(rgba, 20, 42 + line * 30, 5, 5);
      bullets.push({ str: 'Ø', x: 20, width: 5, y: height - 42 - line * 30 - 5, size: 6 });
      strokes(rgba, 40, 40 + line * 30, 240);
    }
    expect(textLayerMissesInk(measureInk(rgba, width, height, bullets, 1, height))).toBe(true);
  });

  it('counts a photo as little ink beside a captioned title, and a coloured background as paper', () => {
    const rgba = paper();
    paint(rgba, 0, 0, width, height, [230, 240, 250]);
    paint(rgba, 160, 60, 140, 100, [90, 140, 60]);
    strokes(rgba, 20, 20, 120);
    const measure = measureInk(rgba, width, height, [item(20, 20, 120)], 1, height);
    expect(measure.missed).toBe(100 * 2);
    expect(textLayerMissesInk(measure)).toBe(false);
  });
});
