import type { PdfTextItem } from './pdf-page-text.ts';

// Tesseract sometimes reads one stretch of ink twice, as two lines on the same baseline ("git pus" under
// "it push" on an arrow): put together, the slide says "git pus push". Two words of different OCR lines that
// stand on one baseline and cover the same place, or stand side by side with one the other's beginning, are one
// word read twice; the longer reading is kept.

/** Share of the narrower word two readings of one word overlap by, at least. */
const sameInk = 0.5;

const letters = (item: PdfTextItem) => (item.str.match(/[\p{L}\p{N}]/gu) ?? []).length;

/** Whether two words of different OCR lines are one word read twice. */
function readTwice(a: PdfTextItem, b: PdfTextItem): boolean {
  if (a.run === undefined || a.run === b.run || !letters(a) || !letters(b)) return false;
  const size = Math.min(a.size, b.size);
  if (Math.abs(a.y - b.y) > size * 0.5) return false;
  const overlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  if (overlap > Math.min(a.width, b.width) * sameInk) return true;
  // Tesseract's box of a word read twice may be cut short ("push" 8 pt wide beside "pus"): a word next to the
  // same word, or to its beginning, is one word read twice too.
  const [shorter, longer] = [bare(a), bare(b)].sort((p, q) => p.length - q.length) as [string, string];
  // Overlapping at all, a reading that is part of the other ("it" of "git") is one too.
  if (overlap > 0 && shorter.length > 0 && longer.includes(shorter)) return true;
  return overlap > -size && shorter.length >= 3 && longer.startsWith(shorter);
}

const bare = (item: PdfTextItem) => item.str.trim().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase();

/**
 * A page's OCR words with each word read twice kept once: its longer reading ("push" over "pus"). The two lines
 * that read the same ink become one line, so what is kept of them is said together ("git push").
 */
export function withoutDoubleReads(items: PdfTextItem[]): PdfTextItem[] {
  const dropped = new Set<PdfTextItem>();
  const sameLine = new Map<number, number>();
  const lineOf = (run: number): number => {
    const next = sameLine.get(run);
    return next === undefined || next === run ? run : lineOf(next);
  };
  for (const [i, a] of items.entries())
    for (const b of items.slice(i + 1)) {
      if (dropped.has(a) || dropped.has(b) || !readTwice(a, b)) continue;
      dropped.add(letters(b) > letters(a) ? a : b);
      const [first, second] = [lineOf(a.run!), lineOf(b.run!)].sort((p, q) => p - q) as [number, number];
      if (first !== second) sameLine.set(second, first);
    }
  const kept = items.filter((item) => !dropped.has(item));
  return kept.map((item) => (item.run === undefined ? item : { ...item, run: lineOf(item.run) }));
}
