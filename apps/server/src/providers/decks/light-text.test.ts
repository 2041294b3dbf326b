import { describe, expect, it } from 'vitest';
import { lightTextImage, splitAtGutters, withLightLines } from './light-text.ts';
import type { OcrWord } from './ocr-words.ts';

/** An RGBA page of one colour with rectangles painted in others. */
type Shape = { x: number; y: number; w: number; h: number; rgb: [number, number, number] };
function page(width: number, height: number, background: [number, number, number], shapes: Shape[]) {
  const rgba = new Uint8ClampedArray(width * height * 4);
  const paint = ({ x: x0, y: y0, w, h, rgb }: Shape) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) rgba.set([...rgb, 255], (y * width + x) * 4);
  };
  paint({ x: 0, y: 0, w: width, h: height, rgb: background });
  shapes.forEach(paint);
  return rgba;
}
/** Strokes of "text" (3 px wide, 10 px apart) across a band. */
const strokes = (x: number, y: number, w: number, h: number, rgb: [number, number, number]) =>
  Array.from({ length: Math.floor(w / 10) }, (_, i) => ({ x: x + i * 10, y, w: 3, h, rgb }));
const white: [number, number, number] = [255, 255, 255];
const purple: [number, number, number] = [115, 77, 153];
const ochre: [number, number, number] = [237, 213, 158];
const greyAt = (rgba: Uint8ClampedArray, width: number, x: number, y: number) => rgba[(y * width + x) * 4]!;

describe('light text on coloured boxes', () => {
  it('turns white text on a purple box into black on white, and the box round it into paper', () => {
    const rgba = page(400, 240, white, [{ x: 40, y: 40, w: 320, h: 160, rgb: purple }, ...strokes(64, 96, 272, 24, white)]);
    const light = lightTextImage(rgba, 400, 240)!;
    expect(greyAt(light, 400, 65, 100)).toBe(0);
    // The box between the strokes, and the white page round the box, are paper.
    expect(greyAt(light, 400, 69, 100)).toBe(255);
    expect(greyAt(light, 400, 10, 10)).toBe(255);
  });

  it('reads white text on a pale ochre box, only some 40 grey levels lighter than it', () => {
    const rgba = page(400, 240, white, [{ x: 40, y: 40, w: 320, h: 160, rgb: ochre }, ...strokes(64, 96, 272, 24, white)]);
    expect(greyAt(lightTextImage(rgba, 400, 240)!, 400, 65, 100)).toBe(0);
  });

  it('finds no light text where dark text stands on paper: a clean page costs no second reading', () => {
    const rgba = page(400, 240, white, strokes(64, 96, 272, 24, [20, 20, 20]));
    expect(lightTextImage(rgba, 400, 240)).toBeNull();
  });

  const word = (str: string, x: number, line: number, confidence = 95, y = 300): OcrWord =>
    ({ str, x, y, width: str.length * 10, size: 20, confidence, line });

  it('cuts a line OCR read across a row of boxes at the gutters between them', () => {
    const row = [word('Detect', 40, 1), word('the', 120, 1), word('Contain', 300, 1), word('Recover', 560, 1)];
    expect(splitAtGutters(row, 5).map((w) => [w.str, w.line])).toEqual([['Detect', 5], ['the', 5], ['Contain', 6], ['Recover', 7]]);
  });

  it('puts a sure light line in place of what the page reading made of it, and leaves unsure lines out', () => {
    const pageWords = [word('Four', 40, 1, 96, 450), word('ee', 300, 2, 30), word('J', 330, 2, 40)];
    const light = [word('Contain', 300, 7), word('the', 380, 7), word('damage', 420, 7), word('Tate', 40, 8, 40, 100)];
    expect(withLightLines(pageWords, light).map((w) => w.str)).toEqual(['Four', 'Contain', 'the', 'damage']);
    // A page word OCR was surer of than of the light line over it stays.
    const sure = [word('Review', 300, 2, 96)];
    expect(withLightLines(sure, [word('Rev1ew', 300, 9, 75)]).map((w) => w.str)).toEqual(['Review']);
  });
});
