import type { PdfTextItem } from './pdf-page-text.ts';

// Whether a page's text layer holds what the page shows. Some decks draw their words as shapes (outlined
// glyphs, vector masks) and keep only a few real characters, such as the bullet signs: the text layer then
// has words, but not the page's. The page is drawn small and its ink (pixels unlike the background) is
// compared with the boxes of the text layer's items. Text ink is strokes: counted as the changes from paper
// to ink along each row, a photo (one solid patch) weighs little and a line of letters much.

/** The small drawing's width in pixels: 18 pt type is still a few pixels high, and drawing it costs little. */
export const inkImageWidth = 320;

/** A colour this far from the background (on any channel, 0–255) is ink. */
const inkContrast = 60;

export interface InkMeasure {
  /** Changes between paper and ink inside the text layer's boxes. */
  covered: number;
  /** The same outside them: what the page shows that the text layer does not have. */
  missed: number;
  /** Pixels of the drawing. */
  pixels: number;
}

/** The commonest colour of an RGBA image (16 levels a channel): the slide's background. */
function backgroundOf(rgba: Uint8ClampedArray | Uint8Array): [number, number, number] {
  const counts = new Map<number, number>();
  for (let i = 0; i < rgba.length; i += 16) {
    const key = ((rgba[i]! >> 4) << 8) | ((rgba[i + 1]! >> 4) << 4) | (rgba[i + 2]! >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best = 0xfff;
  let most = -1;
  for (const [key, count] of counts) if (count > most) [best, most] = [key, count];
  return [((best >> 8) << 4) + 8, (((best >> 4) & 15) << 4) + 8, ((best & 15) << 4) + 8];
}

/**
 * The ink of a page drawn `scale` pixels per point, inside and outside its text items' boxes (baseline
 * positions in points, y upwards, on a page `pageHeight` points high).
 */
export function measureInk(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  items: PdfTextItem[],
  scale: number,
  pageHeight: number,
): InkMeasure {
  const inBox = new Uint8Array(width * height);
  for (const item of items) {
    if (!item.str.trim()) continue;
    // A glyph reaches a quarter of its size below the baseline and its size above it; a pixel's margin round it.
    const left = Math.max(0, Math.floor(item.x * scale) - 1);
    const right = Math.min(width, Math.ceil((item.x + item.width) * scale) + 1);
    const top = Math.max(0, Math.floor((pageHeight - item.y - item.size) * scale) - 1);
    const bottom = Math.min(height, Math.ceil((pageHeight - item.y + item.size * 0.25) * scale) + 1);
    for (let y = top; y < bottom; y++) inBox.fill(1, y * width + left, y * width + Math.max(left, right));
  }
  const [br, bg, bb] = backgroundOf(rgba);
  let covered = 0;
  let missed = 0;
  for (let y = 0; y < height; y++) {
    let wasInk = false;
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      const i = at * 4;
      const ink = Math.max(Math.abs(rgba[i]! - br), Math.abs(rgba[i + 1]! - bg), Math.abs(rgba[i + 2]! - bb)) > inkContrast;
      if (x > 0 && ink !== wasInk) {
        if (inBox[at]) covered++;
        else missed++;
      }
      wasInk = ink;
    }
  }
  return { covered, missed, pixels: width * height };
}

/**
 * The text layer misses most of what the page shows: far more strokes outside its boxes than inside, and
 * enough of them to be a line of words rather than a logo.
 */
export function textLayerMissesInk({ covered, missed, pixels }: InkMeasure): boolean {
  return missed >= pixels * 0.004 && missed > covered * 2;
}
