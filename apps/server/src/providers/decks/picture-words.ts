import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfTextItem } from './pdf-page-text.ts';

// A slide that embeds a screenshot (a browser page, a code listing, a build tool's output) is read by OCR
// with the screenshot's words among its own: "in 2. runs query …", "[08 Bank Page". Where the page paints
// a picture, OCR words inside it are the picture's content, not the slide's, unless something is drawn
// over the picture there (a box with a label laid on the screenshot, the slide's own words), or a line of
// the slide's words is drawn under a transparent part of it (a curly brace over "1.66 weighted risk"): the
// slide says there is a picture to look at instead of reading it. A picture covering most of the page (an
// image-only export, a slide background) holds the slide's own words and is not one, nor is a shape's
// shadow (a box is drawn over most of it).

/** A rectangle in PDF points, y growing upwards. */
export interface PageRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A picture painted on the page, with the filled shapes drawn over it afterwards and the text-high ones before it. */
export interface PagePicture extends PageRect {
  over: PageRect[];
  under: PageRect[];
}

/** The operators pdf.js gives for a page (`page.getOperatorList()`). */
export interface PageOperators {
  fnArray: number[];
  argsArray: unknown[];
}

type Matrix = [number, number, number, number, number, number];
const identity: Matrix = [1, 0, 0, 1, 0, 0];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** The page rectangle the box [x0, y0, x1, y1] of the current space covers. */
function placed(m: Matrix, x0: number, y0: number, x1: number, y1: number): PageRect {
  const corners = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x, y]) => [m[0] * x! + m[2] * y! + m[4], m[1] * x! + m[3] * y! + m[5]] as const);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

const area = (r: PageRect) => Math.max(0, r.x1 - r.x0) * Math.max(0, r.y1 - r.y0);
const pictureOps = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject]);
const fillOps = new Set<number>([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
/** A picture covering this share of the page is the page itself (an image-only export, a background). */
const pageShare = 0.6;
/** A picture smaller than this share of the page holds no words worth a sentence (an icon, a bullet). */
const iconShare = 0.01;
/** A shape drawn over half a picture or more makes it a backdrop (a box's shadow), not a picture. */
const backdropShare = 0.5;
/** A filled shape up to this high (points) drawn before a picture may be a line of words it lets show through. */
const lineHigh = 40;
const overlap = (a: PageRect, b: PageRect) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/**
 * The pictures a page paints (each placed by the transform in force), with the filled shapes drawn after
 * each one. Image masks (glyphs painted as masks, a shape's shadow) are no pictures.
 */
export function pagePictures(operators: PageOperators, width: number, height: number): PagePicture[] {
  const pictures: PagePicture[] = [];
  const lines: PageRect[] = [];
  const stack: Matrix[] = [];
  let matrix = identity;
  let path: PageRect | null = null;
  const page = width * height;
  operators.fnArray.forEach((fn, index) => {
    const args = operators.argsArray[index] as unknown[] | null;
    if (fn === OPS.save) stack.push(matrix);
    else if (fn === OPS.restore) matrix = stack.pop() ?? identity;
    else if (fn === OPS.transform) matrix = times(matrix, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(matrix);
      const form = args?.[0] as Matrix | null | undefined;
      if (form) matrix = times(matrix, form);
    } else if (fn === OPS.paintFormXObjectEnd) matrix = stack.pop() ?? identity;
    else if (fn === OPS.constructPath) {
      const minMax = args?.[2] as ArrayLike<number> | undefined;
      const box = minMax && minMax.length === 4 && Number.isFinite(minMax[0]) ? minMax : null;
      path = box ? placed(matrix, box[0]!, box[1]!, box[2]!, box[3]!) : null;
    } else if (fillOps.has(fn)) {
      if (path) for (const picture of pictures) picture.over.push(path);
      if (path && path.y1 - path.y0 <= lineHigh) lines.push(path);
      path = null;
    } else if (pictureOps.has(fn)) {
      const rect = placed(matrix, 0, 0, 1, 1);
      const share = area(rect) / page;
      const under = lines.filter((l) => overlap(l, rect) > 0);
      if (share >= iconShare && share < pageShare) pictures.push({ ...rect, over: [], under });
    }
  });
  return pictures.filter((p) => !p.over.some((o) => overlap(o, p) >= backdropShare * area(p)));
}

const inside = (x: number, y: number, r: PageRect) => x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1;

/**
 * The page's words split into the slide's and the pictures': a word whose middle is inside a picture is the
 * picture's, unless a shape drawn over the picture holds that middle or a glyph of the slide (a filled shape
 * no higher than a line, drawn over or under the picture) lies in the word's box: outlined text is filled
 * glyph by glyph, so a word's middle may fall between two of them.
 */
export function splitPictureWords<T extends PdfTextItem>(words: T[], pictures: PagePicture[]): { slide: T[]; pictures: T[] } {
  const slide: T[] = [];
  const shown: T[] = [];
  for (const word of words) {
    const x = word.x + word.width / 2;
    const y = word.y + word.size / 3;
    const box = { x0: word.x, y0: word.y, x1: word.x + word.width, y1: word.y + word.size * 0.7 };
    const glyph = (r: PageRect) => r.y1 - r.y0 <= Math.min(lineHigh, 3 * word.size) && overlap(r, box) > 0;
    const drawnThere = (p: PagePicture) => p.over.some((o) => inside(x, y, o) || glyph(o)) || p.under.some(glyph);
    const inPicture = pictures.some((p) => inside(x, y, p) && !drawnThere(p));
    (inPicture ? shown : slide).push(word);
  }
  return { slide, pictures: shown };
}
