import type { OcrWord } from './ocr-words.ts';

// Deck furniture in pictures of slides: the logo line ("OWASP The Open Web Application Security Project"), a
// running footer, a conference name, drawn at the same place on most slides. OCR reads it on every slide, a
// little differently each time ("(2) OWASP The Open Web …", "OWA SP Security Project"), so the text alone does
// not tell it; its place and most of its words do. Left in, it is said on every slide, and as the largest
// text near the top it is taken for the slide's title.

/** A line of furniture is found at its place on at least this share of the pages read by OCR (and on three). */
const furnitureShare = 0.5;
/** Two lines share a place when their boxes overlap by this share of the smaller box. */
const samePlace = 0.5;
/** Two lines say the same when this share of one line's words are the other's. */
const sameWords = 0.5;
/** A line of this many words or more is furniture wherever it stands when this share of its words, both ways, are alike. */
const sameTextWords = 4;
const sameText = 0.8;

interface OcrLine {
  words: OcrWord[];
  /** Lower-cased words of two letters or more. */
  keys: Set<string>;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function linesOf(page: OcrWord[]): OcrLine[] {
  const byLine = new Map<number, OcrWord[]>();
  for (const word of page) byLine.set(word.line, [...(byLine.get(word.line) ?? []), word]);
  return [...byLine.values()].map((words) => ({
    words,
    keys: new Set(words.flatMap((w) => w.str.toLowerCase().match(/\p{L}{2,}/gu) ?? [])),
    left: Math.min(...words.map((w) => w.x)),
    right: Math.max(...words.map((w) => w.x + w.width)),
    top: Math.max(...words.map((w) => w.y + w.size)),
    bottom: Math.min(...words.map((w) => w.y)),
  }));
}

function overlapShare(a: OcrLine, b: OcrLine): number {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const down = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
  if (across <= 0 || down <= 0) return 0;
  const area = (l: OcrLine) => (l.right - l.left) * (l.top - l.bottom);
  return (across * down) / Math.max(1e-6, Math.min(area(a), area(b)));
}

const sharedShare = (a: OcrLine, b: OcrLine) => {
  if (a.keys.size === 0) return 0;
  let shared = 0;
  for (const key of a.keys) if (b.keys.has(key)) shared++;
  return shared / a.keys.size;
};

/** Two lines, on two pages, of the same furniture: at one place with most words alike, or a long line said alike anywhere (a title slide shows the logo larger). */
const sameLine = (line: OcrLine, other: OcrLine) =>
  (overlapShare(line, other) >= samePlace && sharedShare(line, other) >= sameWords) ||
  (line.keys.size >= sameTextWords && sharedShare(line, other) >= sameText && sharedShare(other, line) >= sameText);

/**
 * Each page's OCR words without the deck's furniture: lines that recur, at their place and in most of their
 * words, on at least half the pages read by OCR (and on three or more). Fewer than four pages: no furniture.
 */
export function withoutOcrFurniture(pages: OcrWord[][]): OcrWord[][] {
  if (pages.length < 4) return pages;
  const lines = pages.map(linesOf);
  const needed = Math.max(3, Math.ceil(pages.length * furnitureShare));
  return lines.map((pageLines, index) => {
    const furniture = new Set<OcrWord>();
    for (const line of pageLines) {
      if (line.keys.size === 0) continue;
      let seen = 1;
      lines.forEach((other, otherIndex) => {
        if (otherIndex === index) return;
        if (other.some((o) => sameLine(line, o))) seen++;
      });
      if (seen >= needed) for (const word of line.words) furniture.add(word);
    }
    return pages[index]!.filter((word) => !furniture.has(word));
  });
}
