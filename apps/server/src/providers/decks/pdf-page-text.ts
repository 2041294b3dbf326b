import type { DeckLine } from '../../ports/deck-reader.ts';
import { cleanLine, joinBrokenLines, linesToText, maxTitleLength } from './deck-lines.ts';
import { ocrTable } from './ocr-table.ts';
import { isFigure, isRightToLeft, type LayoutBlock, numberBlocks, orderBlocks } from './reading-order.ts';
import { joinWrappedHeadings } from './wrapped-headings.ts';
import { levelsWithCentredWraps } from './centred-wraps.ts';

/** A pdf.js text item reduced to what reading order needs. */
export interface PdfTextItem {
  str: string;
  /** Baseline position in PDF points (y grows upwards). */
  x: number;
  y: number;
  width: number;
  /** Font size: the text matrix's vertical scale. */
  size: number;
  /** Words OCR read as one line of text: never cut apart at a gap (a word left out leaves one). */
  run?: number;
}

export interface PdfPageGeometry {
  width: number;
  height: number;
  /** Images painted on the page (slide pictures on notes pages, image-only slides). */
  images: number;
  /** The items are OCR's words: their sizes are measured from the letters' pixels, and vary more. */
  ocr?: boolean;
}

interface PdfLine {
  text: string;
  x: number;
  /** Where the line's last item ends (points). */
  end: number;
  /** A Hebrew or Arabic line: it starts at its right edge, and indents from the right. */
  rightToLeft?: boolean;
  /** Where the words start after a bullet mark the line starts with (points); unset without one. */
  afterBullet?: number;
  y: number;
  size: number;
  /** The line's words and where each starts (an OCR'd table's header is split at its columns). */
  words?: { str: string; x: number }[];
}

export interface PdfPageText {
  title: string;
  lines: DeckLine[];
  text: string;
  /** Set when the page is a notes page (slide picture above, notes below): its words are the notes. */
  notes: string;
  kind: 'slide' | 'notes' | 'notes-overflow';
  /** On a notes page: where its notes begin (points from the bottom); the slide picture is above. */
  notesTop?: number;
}

/**
 * A gap wider than this many font sizes between two items on one baseline is no word space but the gutter
 * between two columns or boxes: the items start separate lines.
 */
const columnGap = 1.1;

/** A run of items on one baseline with no gutter inside: its items and where it starts and ends. */
interface Segment {
  items: PdfTextItem[];
  x: number;
  end: number;
  y: number;
  size: number;
}

/** The items of one baseline (left to right) cut at every gap as wide as a gutter. */
function segmentsOf(row: PdfTextItem[]): Segment[] {
  const segments: Segment[] = [];
  for (const item of row) {
    const blank = !item.str.trim();
    const last = segments.at(-1);
    const sameRun = item.run !== undefined && last?.items.at(-1)?.run === item.run;
    const gutter = last && !sameRun && item.x - last.end > Math.max(item.size, last.size) * columnGap;
    if (last && !gutter) {
      last.items.push(item);
      if (!blank) last.end = Math.max(last.end, item.x + item.width);
      if (!blank) last.size = Math.max(last.size, item.size);
    } else if (!blank) {
      segments.push({ items: [item], x: item.x, end: item.x + item.width, y: item.y, size: item.size });
    }
  }
  return segments;
}

/**
 * Whether the gap between two runs of one baseline is a gutter between columns. It is not when a line
 * right above or below (as close as the lines of one block) runs across it: the gap is then spacing inside
 * one text ("$cd    - used to …" under "$mkdir - used to …" in a terminal font), and not when a label is
 * followed by its figure ("Libraries    31"), a row of a table.
 */
function isGutter(left: Segment, right: Segment, rows: Segment[][]): boolean {
  const text = (segment: Segment) => segment.items.map((i) => i.str).join(' ').trim();
  if (isFigure(text(right)) && !isFigure(text(left))) return false;
  // A line of the same text: set in about the same font, as close as the lines of one block.
  const sameText = (other: Segment) => Math.max(other.size, left.size) <= Math.min(other.size, left.size) * 1.3;
  const near = (other: Segment) =>
    other.y !== left.y && sameText(other) && Math.abs(other.y - left.y) <= Math.min(other.size, left.size) * lineSpacing;
  return !rows.some((row) => row.some((other) => near(other) && other.x < left.end && other.end > right.x));
}

/**
 * Items on one baseline become a line; neighbours join by their x-gap (a gap narrower than a fraction
 * of the font size is inside a word, so "cyber" "-" "attack" and "8" "%" stay together). A gutter between
 * columns splits the baseline into separate lines, one per column.
 */
function toLines(items: PdfTextItem[]): PdfLine[] {
  const rows: PdfTextItem[][] = [];
  for (const item of items) {
    if (!item.str) continue;
    const row = rows.find((r) => Math.abs(r[0]!.y - item.y) <= Math.max(r[0]!.size, item.size) * 0.4);
    if (row) row.push(item);
    else rows.push([item]);
  }
  // Top row first, so a line made whole closes the same gap in the line below it within one pass.
  const segmented = rows.sort((a, b) => b[0]!.y - a[0]!.y).map((row) => segmentsOf(row.sort((a, b) => a.x - b.x)));
  // Runs separated by a gap that is no gutter are one line again; a line made whole runs across the same
  // gap in the lines next to it, so passes repeat while lines change (a column of aligned commands).
  for (let pass = 0, changed = true; changed && pass < 8; pass++) {
    changed = false;
    segmented.forEach((segments, index) => {
      const joined: Segment[] = [];
      for (const segment of segments) {
        const last = joined.at(-1);
        if (last && !isGutter(last, segment, segmented)) {
          joined[joined.length - 1] = { ...last, items: [...last.items, ...segment.items], end: segment.end };
        } else {
          joined.push(segment);
        }
      }
      changed ||= joined.length < segments.length;
      segmented[index] = joined;
    });
  }
  const lines: PdfLine[] = [];
  for (const joined of segmented) {
    for (const segment of joined) {
      const line = lineOf(segment.items);
      if (line.text) lines.push(line);
    }
  }
  return lines.sort((a, b) => b.y - a.y || a.x - b.x);
}

/**
 * The items of one line of one column joined into its text: left to right, or right to left on a Hebrew or
 * Arabic line (pdf.js gives each item's characters in reading order, the items stand in visual order).
 */
function lineOf(items: PdfTextItem[]): PdfLine {
  const words = items.filter((i) => i.str.trim());
  const rightToLeft = isRightToLeft(words.map((i) => i.str).join(' '));
  const ordered = rightToLeft ? [...words].sort((a, b) => b.x + b.width - (a.x + a.width)) : words;
  let text = '';
  // Where the text so far ends: its right edge, or its left edge on a right-to-left line.
  let edge = rightToLeft ? Infinity : -Infinity;
  for (const item of ordered) {
    const gap = rightToLeft ? edge - (item.x + item.width) : item.x - edge;
    if (text && gap > item.size * 0.12 && !/\s$/.test(text) && !/^\s/.test(item.str)) text += ' ';
    text += item.str;
    edge = rightToLeft ? Math.min(edge, item.x) : Math.max(edge, item.x + item.width);
  }
  const size = Math.max(...words.map((i) => i.size), 0);
  const x = Math.min(...words.map((i) => i.x));
  const end = Math.max(...words.map((i) => i.x + i.width));
  const [first, second] = ordered;
  const bullet = !rightToLeft && first && second && bulletSign.test(first.str.trim());
  return { text: text.replace(/\s+/g, ' ').trim(), x, end, y: items[0]!.y, size, rightToLeft, words: ordered.map((w) => ({ str: w.str, x: w.x })), ...(bullet ? { afterBullet: second.x } : {}) };
}

const bulletSign = /^[•▪●◦■□➢➤►▸‣⁃○◆◇✓✔*–—-]$/u;

/** Indent levels: distinct left edges (within a few points), leftmost first. */
function levelsOf(lines: PdfLine[]): number[] {
  // A right-to-left line's indent is measured from the right: its start is its right edge, mirrored.
  const start = (l: PdfLine) => (l.rightToLeft ? -l.end : l.x);
  const edges: number[] = [];
  for (const x of lines.map(start).sort((a, b) => a - b)) if (!edges.some((e) => Math.abs(e - x) < 8)) edges.push(x);
  const levels = lines.map((l) => Math.min(8, edges.findIndex((e) => Math.abs(e - start(l)) < 8)));
  // A bullet's wrapped line starts under the bullet's first word, not under its mark (a hanging indent): it is
  // at the bullet's level, so the reader joins it to the bullet again.
  let bulleted: { level: number; words: number } | null = null;
  lines.forEach((line, i) => {
    if (line.afterBullet !== undefined) bulleted = { level: levels[i]!, words: line.afterBullet };
    else if (bulleted && !line.rightToLeft && Math.abs(line.x - bulleted.words) < 8) levels[i] = bulleted.level;
    else bulleted = null;
  });
  return levels;
}

/** Notes are prose wrapped to the page: lines join into paragraphs, a wider gap starts a new one. */
function notesOf(lines: PdfLine[]): string {
  let notes = '';
  lines.forEach((line, i) => {
    const gap = i > 0 ? lines[i - 1]!.y - line.y : 0;
    const joint = i === 0 ? '' : gap > line.size * 1.7 ? '\n' : /\p{L}-$/u.test(notes) ? '' : ' ';
    notes += joint + line.text;
  });
  return notes.split('\n').map(cleanLine).join('\n');
}

/**
 * A portrait page that shows its slide as text above notes in a smaller font (Keynote's export with
 * presenter notes, notes pages whose slide is drawn as text): the slide's lines and the notes' lines,
 * split at the widest gap in the middle of the page; null when the page is not laid out so.
 */
function splitSlideAndNotes(lines: PdfLine[], page: PdfPageGeometry): { slide: PdfLine[]; notes: PdfLine[] } | null {
  let best: { at: number; gap: number } | null = null;
  for (let i = 1; i < lines.length; i++) {
    const gap = lines[i - 1]!.y - (lines[i]!.y + lines[i]!.size);
    const middle = lines[i]!.y > page.height * 0.2 && lines[i - 1]!.y < page.height * 0.85;
    if (middle && gap > lines[i]!.size * 2 && (!best || gap > best.gap)) best = { at: i, gap };
  }
  if (!best) return null;
  const slide = lines.slice(0, best.at);
  const notes = lines.slice(best.at);
  const largest = (group: PdfLine[]) => Math.max(...group.map((l) => l.size));
  // The slide is set larger than its notes; text of one size throughout is notes only.
  return largest(slide) > largest(notes) * 1.15 ? { slide, notes } : null;
}

/**
 * A page's title, lines and notes. The title is the top line(s) set in the page's largest font (when that
 * font is larger than the rest); a portrait page that shows a picture above its text is a notes page
 * (PowerPoint "notes pages"); a portrait page whose slide is text above smaller notes keeps both (Keynote
 * exports with presenter notes); a portrait page with notes-sized text only and no picture carries notes
 * that overflowed from the page before.
 */
export function readPdfPage(items: PdfTextItem[], page: PdfPageGeometry): PdfPageText {
  let lines = toLines(items);
  // Page numbers and footers: a bare number near the bottom edge.
  lines = lines.filter((l) => !(l.y < page.height * 0.06 && /^\d{1,4}$/.test(l.text)));
  const portrait = page.height > page.width * 1.15;
  if (portrait && lines.length) {
    const split = splitSlideAndNotes(lines, page);
    if (split) {
      return { ...readSlideRegion(split.slide, page.ocr), notes: notesOf(split.notes), kind: 'slide' };
    }
    const textTop = Math.max(...lines.map((l) => l.y + l.size), 0);
    if (page.images === 0 || textTop < page.height * 0.55) {
      const kind = page.images > 0 ? 'notes' : 'notes-overflow';
      return { title: '', lines: [], text: '', notes: notesOf(lines), kind, notesTop: textTop };
    }
  }
  if (portrait && page.images > 0 && lines.length === 0) return { title: '', lines: [], text: '', notes: '', kind: 'notes' };
  return { ...readSlideLines(lines, page.height, page.ocr), notes: '', kind: 'slide' };
}

/** A slide that is part of a page (above its notes) read as a page of its own, as high as its text. */
function readSlideRegion(lines: PdfLine[], ocr = false) {
  const bottom = Math.min(...lines.map((l) => l.y));
  const top = Math.max(...lines.map((l) => l.y + l.size));
  return readSlideLines(lines.map((l) => ({ ...l, y: l.y - bottom })), top - bottom, ocr);
}

/** The title and lines of a slide picture's words (a notes page's slide, read by OCR). */
export function readSlideItems(items: PdfTextItem[], ocr = false) {
  const lines = toLines(items);
  // The slide's number in its bottom corner.
  if (lines.length > 1 && /^\d{1,3}$/.test(lines.at(-1)!.text)) lines.pop();
  return lines.length ? readSlideRegion(lines, ocr) : { title: '', lines: [], text: '' };
}

/** How far below a line the next line of the same block may start, in font sizes (bullets spaced apart too). */
const lineSpacing = 1.85;

const overlapsAcross = (a: PdfLine, b: PdfLine) => Math.min(a.end, b.end) - Math.max(a.x, b.x) > 0;

/**
 * Two lines close enough to be lines of one block: within the line spacing, or a little further when
 * both are centred on one axis in one font (a label wrapped in a diagram's box, set with loose spacing).
 */
function close(upper: PdfLine, lower: PdfLine): boolean {
  const distance = upper.y - lower.y;
  const size = Math.max(upper.size, lower.size);
  if (distance <= size * lineSpacing) return true;
  const centred = Math.abs(upper.x + upper.end - (lower.x + lower.end)) / 2 < 3 && upper.size === lower.size;
  return centred && distance <= size * 2.6;
}

/** The lines right below `line` that share its columns: the overlapping lines on the nearest baseline below it, if close. */
function linesBelow(line: PdfLine, lines: PdfLine[]): PdfLine[] {
  const below = lines.filter((other) => other.y < line.y - line.size * 0.4 && overlapsAcross(line, other));
  const nearest = Math.max(...below.map((l) => l.y));
  return below.filter((l) => Math.abs(l.y - nearest) <= l.size * 0.4 && close(line, l));
}

function linesAbove(line: PdfLine, lines: PdfLine[]): PdfLine[] {
  const above = lines.filter((other) => other.y > line.y + line.size * 0.4 && overlapsAcross(line, other));
  const nearest = Math.min(...above.map((l) => l.y));
  return above.filter((l) => Math.abs(l.y - nearest) <= l.size * 0.4 && close(l, line));
}

/** A centred label's lines as one phrase; a line that ends a sentence still ends it. */
function joinCentred(texts: string[]): DeckLine[] {
  const lines: DeckLine[] = [];
  for (const text of texts) {
    const previous = lines.at(-1);
    if (!previous || /[.!?:;]$/.test(previous.text)) lines.push({ text, level: 0 });
    else previous.text = /\p{L}-$/u.test(previous.text) ? `${previous.text}${text}` : `${previous.text} ${text}`;
  }
  return lines;
}

/**
 * Lines grouped into blocks (a column, a box, a caption): a line belongs to the block of the line right
 * above it when each is the other's only neighbour there, so a heading across two columns, or two columns
 * side by side, never merge into one block.
 */
function blocksOf(lines: PdfLine[], height: number, ocr = false): LayoutBlock[] {
  const blockOf = new Map<PdfLine, PdfLine[]>();
  for (const line of lines) {
    const above = linesAbove(line, lines);
    const upper = above.length === 1 ? above[0]! : null;
    const block = upper && linesBelow(upper, lines).length === 1 ? blockOf.get(upper) : undefined;
    if (block) block.push(line);
    else blockOf.set(line, [line]);
    if (block) blockOf.set(line, block);
  }
  const blocks = [...new Set(blockOf.values())];
  return blocks.map((group) => {
    // Centred text has no indents: its left edges differ only by the lines' lengths.
    const centres = group.map((l) => (l.x + l.end) / 2);
    const centred = group.length > 1 && Math.max(...centres) - Math.min(...centres) < 6 && new Set(levelsOf(group)).size > 1;
    // OCR: a label centred in its box keeps its wrapped line at its level, so the two join (centred-wraps.ts).
    const levels = centred ? group.map(() => 0) : ocr ? levelsWithCentredWraps(group, levelsOf(group)) : levelsOf(group);
    // A centred label wrapped in a narrow box is one phrase.
    const read = group.map((l, i) => ({ text: cleanLine(l.text), level: levels[i] ?? 0 }));
    const deckLines = centred
      ? joinCentred(group.map((l) => cleanLine(l.text)))
      : joinBrokenLines(ocr ? joinWrappedHeadings(read) : read);
    const x = Math.min(...group.map((l) => l.x));
    const top = Math.max(...group.map((l) => l.y + l.size * 0.8));
    const bottom = Math.min(...group.map((l) => l.y - l.size * 0.2));
    const width = Math.max(...group.map((l) => l.end)) - x;
    return { box: { x, y: height - top, width, height: top - bottom }, lines: deckLines };
  });
}

/** How far below a title's line (in font sizes) its wrapped next line may stand. */
const titleLineSpacing = 1.8;
/** How far (a share of its size) a line's measured size may be from the title's in the same font: OCR measures roughly. */
const fontTolerance = (ocr: boolean) => (ocr ? 0.2 : 0.1);
const sameFont = (line: PdfLine, title: PdfLine, ocr: boolean) =>
  Math.abs(line.size - title.size) <= title.size * fontTolerance(ocr);

/**
 * The last words of a title wrapped onto a line of their own ("About the OWASP Top" over "10"), centred under it
 * or flush with it. OCR measures a line by its letters' height: a line of digits or of letters without
 * descenders measures up to a quarter smaller than a line of the same font with them.
 */
const endsTitle = (line: PdfLine, title: PdfLine) => {
  const centred = Math.abs((line.x + line.end) / 2 - (title.x + title.end) / 2) <= (title.end - title.x) * 0.1;
  const flush = Math.abs(line.x - title.x) <= title.size * 0.5;
  const titleSized = line.size >= title.size * 0.7 && line.size <= title.size * 1.25;
  return titleSized && line.text.split(/\s+/).length <= 3 && (centred || flush);
};

/**
 * An OCR'd line just above a title's line, centred over it or flush with it, in a font near the title's: the
 * title's first line.
 */
const startsTitle = (line: PdfLine, title: PdfLine) => {
  const centred = Math.abs((line.x + line.end) / 2 - (title.x + title.end) / 2) <= (title.end - title.x) * 0.1;
  const flush = Math.abs(line.x - title.x) <= title.size * 0.5;
  const near = line.y - title.y <= Math.max(line.size, title.size) * titleLineSpacing;
  const titleSized = line.size >= title.size * 0.7;
  const plain = !/^[•▪●◦■*–-]\s/u.test(line.text) && !isFigure(line.text);
  return near && titleSized && plain && overlapsAcross(line, title) && (centred || flush);
};

/**
 * The title's lines: the top line(s) set in the slide's largest font (when that font is larger than the
 * rest), one under the other; a big figure ("70%") is no title.
 */
function titleLines(lines: PdfLine[], height: number, ocr: boolean): { start: number; count: number } {
  // Big figures ("70%") are set larger than the title; they are never the title.
  const largest = Math.max(...lines.filter((l) => !isFigure(l.text)).map((l) => l.size), 0);
  const near = 1 - fontTolerance(ocr);
  if (!lines.some((l) => l.size < largest * near)) {
    // One size, a line or two: a title or section slide.
    if (lines.length <= 2) return { start: 0, count: lines.every((l) => isFigure(l.text)) ? 0 : lines.length };
    // OCR measures a title and the body roughly alike: a top line set well apart above the rest is the title.
    const [first, second] = lines as [PdfLine, PdfLine];
    const apart = ocr && first.y >= height * 0.7 && first.y - second.y >= first.size * 2.5 && !isFigure(first.text);
    return { start: 0, count: apart ? 1 : 0 };
  }
  const start = lines.findIndex((l) => l.size >= largest * near && !isFigure(l.text));
  // The title sits in the top part of the slide; a big figure lower down is no title.
  if (lines[start]!.y < height * 0.55) return { start: 0, count: 0 };
  // OCR measures a line by its letters: a wrapped title's second line with a tall sign ("to Avoid This?") may
  // measure larger than its first ("What Can You Do"), which then starts the title all the same.
  let top = start;
  while (ocr && top > 0 && startsTitle(lines[top - 1]!, lines[top]!)) top--;
  let count = start - top + 1;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!;
    const previous = lines[i - 1]!;
    const under = line.y < previous.y - previous.size * 0.4 && overlapsAcross(line, lines[start]!);
    // A title wraps at its own line spacing, and never onto a bullet: a line set well apart from it, or a
    // bulleted one, is the body (OCR measures the body's lines within a fifth of the title's size).
    const near = previous.y - line.y <= Math.max(previous.size, line.size) * titleLineSpacing;
    const wrapped = near && !/^[•▪●◦■*–-]\s/u.test(line.text);
    // The title's next line is set in the title's own font (a big figure under it is not).
    if (!under || !wrapped || !(sameFont(line, lines[start]!, ocr) || endsTitle(line, lines[start]!))) break;
    count++;
  }
  // Two lines of the title's font side by side are two headings, not a title.
  const first = lines[start]!;
  const sideBySide = lines.some((l) => l !== first && l.size >= largest * near && Math.abs(l.y - first.y) <= l.size * 0.4);
  return sideBySide ? { start: 0, count: 0 } : { start: top, count };
}

/** The title and the body lines of a slide's lines (top first) on a slide `height` points high. */
function readSlideLines(lines: PdfLine[], height: number, ocr = false): { title: string; lines: DeckLine[]; text: string } {
  const { start } = titleLines(lines, height, ocr);
  let { count } = titleLines(lines, height, ocr);
  let title = cleanLine(lines.slice(start, start + count).map((l) => l.text).join(' '));
  // A long block in the title's font is a paragraph of body text, whole: a title is never cut.
  if (title.length > maxTitleLength) {
    title = '';
    count = 0;
  }
  const body = [...lines.slice(0, start), ...lines.slice(start + count)];
  const rightToLeft = isRightToLeft(body.map((l) => l.text).join(' '));
  // OCR gives a picture's table as loose lines: read by its rows when they align in columns.
  const table = ocr ? ocrTable(body, height) : null;
  const blocks = table ? [...blocksOf(table.rest, height, ocr), table.table] : blocksOf(body, height, ocr);
  const deckLines = numberBlocks(orderBlocks(blocks, { rightToLeft }));
  return { title, lines: deckLines, text: linesToText(deckLines) };
}
