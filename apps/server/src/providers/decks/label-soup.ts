import type { PdfTextItem } from './pdf-page-text.ts';

// A chart's or a diagram's labels read by OCR: a pie slice's "Safe Download" wrapped in a narrow box comes out
// as "Safe" / "Downlo" / "ad", small lines of a word or two stacked one under the other. Said aloud they are
// word soup. Such a stack is told by its lines (three or more, small, short, set in one column at a label's
// line spacing) and by the pieces of words in it (a part of two letters or fewer that is no word of its own).

/** A label's line is at most this many words, of at most this many letters in all, */
const labelWords = 2;
const labelLetters = 14;
/** set at most this share of the page's middle line size. */
const labelSize = 0.8;
/** A stack is this many label lines or more. */
const stackLines = 3;
/** Short words that are words in their own right (a piece of a word broken by wrapping is not). */
const shortWords = new Set(['a', 'an', 'as', 'at', 'be', 'by', 'do', 'go', 'he', 'if', 'in', 'is', 'it', 'me', 'my', 'no', 'of', 'on', 'or', 'so', 'to', 'up', 'us', 'we']);

interface Line {
  items: PdfTextItem[];
  x: number;
  y: number;
  size: number;
  words: string[];
}

function linesOf(items: PdfTextItem[]): Line[] {
  const runs = new Map<number, PdfTextItem[]>();
  items.forEach((item, i) => {
    const key = item.run ?? -1 - i;
    runs.set(key, [...(runs.get(key) ?? []), item]);
  });
  return [...runs.values()].map((run) => ({
    items: run,
    x: Math.min(...run.map((i) => i.x)),
    y: Math.max(...run.map((i) => i.y)),
    size: Math.max(...run.map((i) => i.size)),
    words: run.flatMap((i) => i.str.trim().split(/\s+/)).filter(Boolean),
  }));
}

const isLabel = (line: Line, middle: number) =>
  line.size <= middle * labelSize &&
  line.words.length <= labelWords &&
  line.words.join('').replace(/[^\p{L}]/gu, '').length <= labelLetters &&
  line.words.some((w) => /\p{L}/u.test(w));

const brokenPiece = (word: string) => {
  const letters = word.replace(/[^\p{L}]/gu, '');
  return letters.length > 0 && letters.length <= 2 && !shortWords.has(letters.toLowerCase());
};

/** A page's items without the stacks of small label lines that hold broken words; whether any was left out. */
export function withoutLabelSoup(items: PdfTextItem[]): { items: PdfTextItem[]; soup: boolean } {
  const lines = linesOf(items);
  const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
  const middle = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const labels = lines.filter((l) => isLabel(l, middle)).sort((a, b) => b.y - a.y);
  const dropped = new Set<PdfTextItem>();
  const taken = new Set<Line>();
  for (const first of labels) {
    if (taken.has(first)) continue;
    const stack = [first];
    for (const next of labels) {
      const last = stack.at(-1)!;
      if (taken.has(next) || stack.includes(next) || next.y >= last.y) continue;
      const under = last.y - next.y <= Math.max(last.size, next.size) * 1.8;
      const column = Math.abs(next.x - first.x) <= Math.max(first.size, next.size) * 2;
      if (under && column) stack.push(next);
    }
    if (stack.length < stackLines || !stack.some((l) => l.words.some(brokenPiece))) continue;
    for (const line of stack) {
      taken.add(line);
      line.items.forEach((item) => dropped.add(item));
    }
  }
  return { items: items.filter((item) => !dropped.has(item)), soup: dropped.size > 0 };
}
