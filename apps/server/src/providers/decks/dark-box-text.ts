import { greyLevels, tile, tileGreyCounts } from './grey-tiles.ts';
import type { PdfTextItem } from './pdf-page-text.ts';

// Text a slide draws in black on a box filled almost black (a shape whose transparency a PDF export flattened
// to a dark fill, as LibreOffice's print of the OWASP deck does): the text differs from its box by some 16 of 255
// grey levels, so OCR's one threshold for the page sees one dark patch and reads none of it. Such boxes are
// found here and each is given to OCR once more on its own, stretched so its fill is white and its text black.
// The page itself is read as drawn: stretching it whole changes how OCR lays out the rest (a white heading on a
// coloured band beside a box turned white is then taken for a picture).

/** A patch whose commonest grey level is below this is a dark fill. */
const darkFill = 100;
/** Text on the fill differs from it by at least this (below: JPEG noise) and less than this (above: readable as drawn). */
const minContrast = 8;
const maxContrast = 64;
/** How far below the middle of its eighth of the grey scale a pixel of the fill may be. */
const fillSpread = 6;
/** A box smaller than this many tiles holds no line of text worth a second reading. */
const minTiles = 6;
/** How many tiles below its ring a box's overflowing text is followed (a bold line is some two tiles high). */
const overrunTiles = 2;
/** A tile with at least this many pixels darker than the box's text threshold holds some of its letters. */
const inkPixels = 8;
/** A box of text lines spans at least this share of the page's width; a narrower dark patch is a picture's. */
const textBoxShare = 1 / 3;

/** A dark box with faint text, in pixels of the page image, and how to stretch it. */
export interface DarkBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The fill's grey level and how much darker the text is. */
  fill: number;
  contrast: number;
  /** The box's tiles (row-major over the page's tiles): pixels outside them are left white. */
  tiles: Set<number>;
}

/**
 * Each tile's fill level (-1: no flat dark fill) and the contrast of the text darker than it (0: fill alone),
 * judged on the tile and its neighbours: half the pixels at one dark level, nothing lighter but a trace.
 */
function fillTiles(grey: Uint8Array, width: number, height: number) {
  const { across, down, counts } = tileGreyCounts(grey, width, height);
  const fill = new Int16Array(across * down).fill(-1);
  const contrast = new Uint8Array(across * down);
  const window = new Uint32Array(32);
  for (let ty = 0; ty < down; ty++) {
    for (let tx = 0; tx < across; tx++) {
      window.fill(0);
      for (let y = Math.max(0, ty - 1); y <= Math.min(down - 1, ty + 1); y++)
        for (let x = Math.max(0, tx - 1); x <= Math.min(across - 1, tx + 1); x++)
          for (let level = 0; level < 32; level++) window[level]! += counts[(y * across + x) * 32 + level]!;
      let mode = 0;
      for (let level = 1; level < 32; level++) if (window[level]! > window[mode]!) mode = level;
      let total = 0;
      let near = 0;
      let lighter = 0;
      let darkest = mode;
      for (let level = 0; level < 32; level++) {
        const count = window[level]!;
        total += count;
        if (Math.abs(level - mode) <= 1) near += count;
        else if (level > mode) lighter += count;
        if (count > 0) darkest = Math.min(darkest, level);
      }
      const level = mode * 8 + 4;
      const below = (mode - darkest) * 8;
      if (near * 2 < total || level >= darkFill || lighter * 20 >= total || below >= maxContrast) continue;
      fill[ty * across + tx] = level;
      contrast[ty * across + tx] = below >= minContrast ? below : 0;
    }
  }
  return { across, down, counts, fill, contrast };
}

/**
 * The dark boxes of a page image (RGBA, `width` x `height`) that hold faint darker text: tiles with such
 * text, joined through the tiles of the same fill round them.
 */
export function findDarkBoxes(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): DarkBox[] {
  const grey = greyLevels(rgba, width * height);
  const { across, down, counts, fill, contrast } = fillTiles(grey, width, height);
  const taken = new Uint8Array(fill.length);
  const boxes: DarkBox[] = [];
  for (let seed = 0; seed < fill.length; seed++) {
    if (taken[seed] || contrast[seed] === 0) continue;
    const tiles = new Set<number>([seed]);
    const queue = [seed];
    taken[seed] = 1;
    let strongest = contrast[seed]!;
    while (queue.length) {
      const at = queue.pop()!;
      const x = at % across;
      for (const next of [at - across, at + across, x > 0 ? at - 1 : -1, x < across - 1 ? at + 1 : -1]) {
        if (next < 0 || next >= fill.length || taken[next] || fill[next]! < 0) continue;
        if (Math.abs(fill[next]! - fill[seed]!) > 8) continue;
        taken[next] = 1;
        tiles.add(next);
        queue.push(next);
        strongest = Math.max(strongest, contrast[next]!);
      }
    }
    if (tiles.size < minTiles) continue;
    // Letters of a box's first and last lines reach into the tiles round its fill (a line set close to the
    // box's edge, a line that runs over it): a ring of one tile keeps them whole, cut letters read as others.
    for (const at of [...tiles]) {
      const x = at % across;
      const y = Math.floor(at / across);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++)
          if (x + dx >= 0 && x + dx < across && y + dy >= 0 && y + dy < down) tiles.add((y + dy) * across + x + dx);
    }
    // Text that overflows its box runs on below it, its last line half on the fill and half on the slide
    // ("Sent directly into rich JavaScript client" read "Cant rich"): each column is followed down while its
    // tiles hold letters dark as the box's text, and stop at another box's fill. A narrow patch of a dark
    // picture is not followed (the dark swirl of a banner with a white title over it).
    // Stretched, the slide round them turns white, and so does the letters' lighter shadow.
    const inkBands = Math.max(1, (fill[seed]! - fillSpread) >> 3);
    const hasInk = (at: number) => {
      let dark = 0;
      for (let band = 0; band < inkBands; band++) dark += counts[at * 32 + band]!;
      return dark >= inkPixels;
    };
    const lowest = new Map<number, number>();
    for (const at of tiles) lowest.set(at % across, Math.max(lowest.get(at % across) ?? 0, Math.floor(at / across)));
    if (lowest.size < across * textBoxShare) lowest.clear();
    for (const [x, bottom] of lowest) {
      for (let y = bottom + 1; y <= bottom + overrunTiles && y < down; y++) {
        const at = y * across + x;
        if (fill[at]! >= 0 || !hasInk(at)) break;
        tiles.add(at);
      }
    }
    const xs = [...tiles].map((t) => t % across);
    const ys = [...tiles].map((t) => Math.floor(t / across));
    const x = Math.min(...xs) * tile;
    const y = Math.min(...ys) * tile;
    const right = Math.min(width, (Math.max(...xs) + 1) * tile);
    const bottom = Math.min(height, (Math.max(...ys) + 1) * tile);
    boxes.push({ x, y, width: right - x, height: bottom - y, fill: fill[seed]!, contrast: strongest, tiles });
  }
  return boxes;
}

/**
 * The box cut out of the page image (RGBA), its fill white and its text black; what lies outside the box's
 * tiles is white.
 */
export function stretchedBox(rgba: Uint8ClampedArray | Uint8Array, width: number, box: DarkBox): Uint8ClampedArray {
  const out = new Uint8ClampedArray(box.width * box.height * 4).fill(255);
  const across = Math.ceil(width / tile);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const px = box.x + x;
      const py = box.y + y;
      if (!box.tiles.has(((py / tile) | 0) * across + ((px / tile) | 0))) continue;
      const i = (py * width + px) * 4;
      const grey = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
      const ink = Math.min(1, (Math.max(0, box.fill - fillSpread - grey) / box.contrast) * 1.5);
      const o = (y * box.width + x) * 4;
      out[o] = out[o + 1] = out[o + 2] = 255 - Math.round(ink * 255);
    }
  }
  return out;
}

/** From this confidence (0–100) up, a word the page's reading found is believed though its box's reading missed it. */
const sureOnPage = 90;

/**
 * The lines the page's reading found inside a dark box, with a word read sure, that the box's own reading has
 * nothing at: a heading drawn over the box's edge ("It’s About Risks, Not Just", "Document", light headings on a
 * box's top border), which the box, stretched for its dark text, loses. Each such line is kept whole.
 */
export function sureLinesMissed<W extends PdfTextItem & { confidence: number; line: number }>(onPage: W[], inBox: W[]): W[] {
  const covers = (a: W, b: W) =>
    Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) && Math.abs(a.y - b.y) <= Math.max(a.size, b.size) / 2;
  const missed = onPage.filter((word) => !inBox.some((read) => covers(read, word)));
  const sure = missed.filter((word) => word.confidence >= sureOnPage && /\p{L}{3}/u.test(word.str));
  const sureLines = new Set(sure.map((word) => word.line));
  return missed.filter((word) => sureLines.has(word.line));
}
