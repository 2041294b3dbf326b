import { describe, expect, it } from 'vitest';
import { findDarkBoxes, stretchedBox, sureLinesMissed } from './dark-box-text.ts';

/** An RGBA page `width` x `height` of one grey level, with rectangles painted in other levels. */
type Shape = { x: number; y: number; w: number; h: number; grey: number };
function page(width: number, height: number, background: number, shapes: Shape[]) {
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  const paint = (x0: number, y0: number, w: number, h: number, grey: number) => {
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) rgba.set([grey, grey, grey, 255], (y * width + x) * 4);
  };
  paint(0, 0, width, height, background);
  for (const s of shapes) paint(s.x, s.y, s.w, s.h, s.grey);
  return rgba;
}
/** Strokes of "text" (3 px wide, 2 px apart) across a band: ink a quarter of the band. */
const strokes = (x: number, y: number, w: number, h: number, grey: number) =>
  Array.from({ length: Math.floor(w / 10) }, (_, i) => ({ x: x + i * 10, y, w: 3, h, grey }));
const greyAt = (rgba: Uint8ClampedArray, width: number, x: number, y: number) => rgba[(y * width + x) * 4]!;

describe('faint text on dark boxes', () => {
  it('finds a box filled almost black with black text on a light page, and stretches it to black on white', () => {
    // A 320 x 160 px box filled with grey 18 at (40, 40), black strokes inside it: the OWASP deck's boxes.
    const rgba = page(400, 240, 240, [{ x: 40, y: 40, w: 320, h: 160, grey: 18 }, ...strokes(64, 96, 272, 24, 0)]);
    const [box, ...others] = findDarkBoxes(rgba, 400, 240);
    expect(others).toEqual([]);
    expect(box!.x).toBeGreaterThanOrEqual(32);
    expect(box!.x + box!.width).toBeLessThanOrEqual(368);
    expect(box!.y).toBeLessThanOrEqual(96);
    expect(box!.y + box!.height).toBeGreaterThanOrEqual(120);
    const out = stretchedBox(rgba, 400, box!);
    // The fill is white, the strokes black.
    expect(greyAt(out, box!.width, 66 - box!.x, 100 - box!.y)).toBe(0);
    expect(greyAt(out, box!.width, 70 - box!.x, 100 - box!.y)).toBe(255);
  });

  it('leaves dark text on a light page, light text on a black slide and a dark box without text alone', () => {
    expect(findDarkBoxes(page(400, 240, 240, strokes(40, 40, 300, 30, 20)), 400, 240)).toEqual([]);
    expect(findDarkBoxes(page(400, 240, 0, strokes(40, 40, 300, 30, 250)), 400, 240)).toEqual([]);
    expect(findDarkBoxes(page(400, 240, 240, [{ x: 40, y: 40, w: 320, h: 160, grey: 18 }]), 400, 240)).toEqual([]);
  });
  it('keeps the letters of a line set close to the box\'s edge whole', () => {
    // Strokes from 12 px below the fill's top to 12 px above its bottom: tiles judged with their neighbours see page there.
    const rgba = page(400, 240, 240, [{ x: 40, y: 40, w: 320, h: 160, grey: 18 }, ...strokes(64, 52, 272, 136, 0)]);
    const [box] = findDarkBoxes(rgba, 400, 240);
    const out = stretchedBox(rgba, 400, box!);
    for (const y of [52, 53, 186, 187]) expect(greyAt(out, box!.width, 66 - box!.x, y - box!.y)).toBe(0);
  });
  it('follows text that overflows its box down onto the slide, its lighter shadow white, and stops at the next box', () => {
    // The outlined OWASP deck: a box's last line half on its fill and half below it ("Sent directly into rich
    // JavaScript client" read "Cant rich"), a grey shadow under the letters, the next box close below.
    const rgba = page(400, 360, 240, [
      { x: 40, y: 40, w: 320, h: 160, grey: 18 },
      ...strokes(68, 194, 272, 30, 120),
      ...strokes(64, 190, 272, 30, 0),
      { x: 40, y: 256, w: 320, h: 80, grey: 18 },
      ...strokes(64, 280, 272, 24, 0),
    ]);
    const boxes = findDarkBoxes(rgba, 400, 360);
    const box = boxes.find((b) => b.y < 100)!;
    const out = stretchedBox(rgba, 400, box);
    for (const y of [192, 206, 218]) expect(greyAt(out, box.width, 66 - box.x, y - box.y)).toBe(0);
    // The shadow's grey, right of each stroke, is white.
    expect(greyAt(out, box.width, 69 - box.x, 218 - box.y)).toBe(255);
    expect(box.y + box.height).toBeLessThanOrEqual(256);
    expect(boxes.filter((b) => b !== box).map((b) => b.y)).toEqual([256]);
  });
  it('does not follow a narrow dark patch down (a banner\'s dark swirl over a white title)', () => {
    // The outlined OWASP deck's banners: a patch some 160 px wide in a 1280 px page taken for a box, the title's letters under it.
    const rgba = page(800, 240, 240, [
      { x: 32, y: 32, w: 192, h: 112, grey: 18 },
      ...strokes(56, 64, 144, 24, 0),
      ...strokes(56, 120, 144, 50, 0),
    ]);
    const [box, ...others] = findDarkBoxes(rgba, 800, 240);
    expect(others).toEqual([]);
    expect(box!.y + box!.height).toBe(144);
  });
});

describe('words of a dark box read twice', () => {
  const word = (str: string, x: number, y: number, confidence: number, line: number) =>
    ({ str, x, y, width: str.length * 10, size: 18, confidence, line });
  it('keeps a line the page read sure that the box\'s reading has nothing at, whole, and only that', () => {
    // The outlined OWASP deck: headings on a dark box's top edge ("It’s About Risks", "Document") were lost with the box's page words.
    const onPage = [
      word('It’s', 40, 380, 88, 1), word('About', 90, 380, 96, 1), word('Document', 75, 361, 96, 2),
      word('Not', 90, 324, 70, 3), word('standard', 163, 324, 95, 3), word('k', 51, 300, 95, 4),
    ];
    const inBox = [word('Not', 90, 324, 96, 9), word('standard...', 163, 324, 95, 9)];
    expect(sureLinesMissed(onPage, inBox).map((w) => w.str)).toEqual(['It’s', 'About', 'Document']);
  });
});
