import type { OcrWord } from './ocr-words.ts';
import { greyLevels, tile, tileGreyCounts } from './grey-tiles.ts';

// Light text on a coloured box (white words on a purple box, a white title on a dark band): tesseract's one
// threshold for the page takes the box for ink and reads none of its words, or reads a few as noise. Here the
// page is given a second picture in which only what is lighter than the flat fill round it is ink (black on
// white), so OCR reads those words as it reads dark text on paper. Dark text on a white page gives no ink here:
// its surroundings are white, and nothing is lighter than white.

/** A pixel's fill is judged over its tile and this many tiles round it, about two lines of body text. */
const reach = 2;
/** A fill at least this light is paper (nothing on it is lighter text). */
const paper = 226;
/** Light ink is at least this much lighter than its fill (JPEG noise and anti-aliasing are less). */
const minLift = 28;
/** The fill is flat: this share of the window at its level (a photo's texture has no such level). */
const flatShare = 0.35;
/** Fewer light-ink pixels than this are no word (specks, a thin rule). */
const minInkPixels = 400;

/** Each tile's fill level (the middle of its commonest eighth-step band round it), or -1 where there is none. */
function fillLevels(grey: Uint8Array, width: number, height: number) {
  const { across, down, counts } = tileGreyCounts(grey, width, height);
  const fill = new Int16Array(across * down).fill(-1);
  const window = new Uint32Array(32);
  for (let ty = 0; ty < down; ty++) {
    for (let tx = 0; tx < across; tx++) {
      window.fill(0);
      let total = 0;
      for (let y = Math.max(0, ty - reach); y <= Math.min(down - 1, ty + reach); y++)
        for (let x = Math.max(0, tx - reach); x <= Math.min(across - 1, tx + reach); x++)
          for (let level = 0; level < 32; level++) {
            const count = counts[(y * across + x) * 32 + level]!;
            window[level]! += count;
            total += count;
          }
      let mode = 0;
      for (let level = 1; level < 32; level++) if (window[level]! > window[mode]!) mode = level;
      const near = window[mode]! + (window[mode - 1] ?? 0) + (window[mode + 1] ?? 0);
      const level = mode * 8 + 4;
      if (level < paper && near >= total * flatShare) fill[ty * across + tx] = level;
    }
  }
  return { across, fill };
}

/**
 * The page's light text as black on white (RGBA, same size), or null when the page has too little of it to
 * hold a word.
 */
export function lightTextImage(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8ClampedArray | null {
  const grey = greyLevels(rgba, width * height);
  const { across, fill } = fillLevels(grey, width, height);
  const out = new Uint8ClampedArray(width * height * 4).fill(255);
  let ink = 0;
  for (let y = 0; y < height; y++) {
    const row = ((y / tile) | 0) * across;
    for (let x = 0; x < width; x++) {
      const level = fill[row + ((x / tile) | 0)]!;
      if (level < 0) continue;
      const p = y * width + x;
      const lift = grey[p]! - level;
      if (lift < minLift) continue;
      // Black once clearly above the fill (a pale yellow box's white text is only some 40 levels lighter); the
      // anti-aliased edge grey.
      const shade = lift >= minLift + 6 ? 0 : 128;
      out[p * 4] = out[p * 4 + 1] = out[p * 4 + 2] = shade;
      ink++;
    }
  }
  return ink >= minInkPixels ? out : null;
}

/** A gap this many times the line's size between two words of one OCR line is a gutter between two boxes. */
const boxGutter = 1.2;
/**
 * On the page as drawn, a gap this wide parts two texts OCR put on one line (the logo's "OWASP" and the title's
 * last word beside it): a word OCR left out of a line leaves a narrower one.
 */
export const pageGutter = 3;
/** A line read from the light text is taken when OCR was this sure of it on average, */
const sureLine = 70;
/** and of at least one of its words of three letters or more this sure. */
const sureWord = 80;

/**
 * OCR's lines of the light-text picture cut at gutters: tesseract reads a row of boxes as one line ("A2: Broken
 * A3: Cross- A4: Insecure"), while each box is a text of its own. Lines are numbered from `firstLine`.
 */
export function splitAtGutters(words: OcrWord[], firstLine: number, gutter = boxGutter): OcrWord[] {
  const out: OcrWord[] = [];
  let number = firstLine - 1;
  for (const line of byLine(words)) {
    number++;
    const sorted = [...line].sort((a, b) => a.x - b.x);
    sorted.forEach((word, i) => {
      const before = sorted[i - 1];
      if (before && word.x - (before.x + before.width) > Math.max(word.size, before.size) * gutter) number++;
      out.push({ ...word, line: number });
    });
  }
  return out;
}

/** Two words in one place: side by side on about one baseline (a line above or below is another text). */
const overlaps = (a: OcrWord, b: OcrWord) =>
  a.x < b.x + b.width && b.x < a.x + a.width && Math.abs(a.y - b.y) < Math.max(a.size, b.size) * 0.8;
const letters = (words: OcrWord[]) => words.reduce((sum, w) => sum + (w.str.match(/\p{L}/gu)?.length ?? 0), 0);
/** Words read with this confidence are kept over a light line that says less ("Everyone" over "one"). */
const sureEnough = 80;

/** Words grouped by their OCR line, in order. */
function byLine(words: OcrWord[]): OcrWord[][] {
  const lines = new Map<number, OcrWord[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  return [...lines.values()];
}

const average = (line: OcrWord[]) => line.reduce((sum, w) => sum + w.confidence, 0) / line.length;

/**
 * The page's words with the light text's sure lines put in: each replaces what the page's reading made of its
 * place (noise, or the half of a title it saw), unless that reading was surer. Lines OCR was unsure of (a
 * photo's highlights) are left out.
 */
export function withLightLines(words: OcrWord[], light: OcrWord[]): OcrWord[] {
  const sure = byLine(light).filter(
    (line) => average(line) >= sureLine && line.some((w) => w.confidence >= sureWord && /\p{L}{3}/u.test(w.str)),
  );
  let page = words;
  const added: OcrWord[] = [];
  for (const line of sure) {
    const under = page.filter((word) => line.some((t) => overlaps(t, word)));
    if (under.length > 0 && average(under) >= average(line)) continue;
    if (under.length > 0 && average(under) >= sureEnough && letters(under) > letters(line)) continue;
    page = page.filter((word) => !under.includes(word));
    added.push(...line);
  }
  return [...page, ...added];
}
