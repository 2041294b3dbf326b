import type { DeckLine } from '../../ports/deck-reader.ts';
import { cleanLine, joinBrokenLines, linesToText, maxTitleLength } from './deck-lines.ts';

/** A pdf.js text item reduced to what reading order needs. */
export interface PdfTextItem {
  str: string;
  /** Baseline position in PDF points (y grows upwards). */
  x: number;
  y: number;
  width: number;
  /** Font size: the text matrix's vertical scale. */
  size: number;
}

export interface PdfPageGeometry {
  width: number;
  height: number;
  /** Images painted on the page (slide pictures on notes pages, image-only slides). */
  images: number;
}

interface PdfLine {
  text: string;
  x: number;
  y: number;
  size: number;
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
 * Items on one baseline become a line; neighbours join by their x-gap (a gap narrower than a fraction
 * of the font size is inside a word, so "cyber" "-" "attack" and "8" "%" stay together).
 */
function toLines(items: PdfTextItem[]): PdfLine[] {
  const rows: PdfTextItem[][] = [];
  for (const item of items) {
    if (!item.str) continue;
    const row = rows.find((r) => Math.abs(r[0]!.y - item.y) <= Math.max(r[0]!.size, item.size) * 0.4);
    if (row) row.push(item);
    else rows.push([item]);
  }
  return rows
    .map((row) => {
      row.sort((a, b) => a.x - b.x);
      let text = '';
      let end = -Infinity;
      for (const item of row) {
        const gap = item.x - end;
        if (text && gap > item.size * 0.12 && !/\s$/.test(text) && !/^\s/.test(item.str)) text += ' ';
        text += item.str;
        end = Math.max(end, item.x + item.width);
      }
      const size = Math.max(...row.filter((i) => i.str.trim()).map((i) => i.size), 0);
      return { text: text.replace(/\s+/g, ' ').trim(), x: row[0]!.x, y: row[0]!.y, size };
    })
    .filter((line) => line.text)
    .sort((a, b) => b.y - a.y || a.x - b.x);
}

/** Indent levels: distinct left edges (within a few points), leftmost first. */
function levelsOf(lines: PdfLine[]): number[] {
  const edges: number[] = [];
  for (const x of lines.map((l) => l.x).sort((a, b) => a - b)) if (!edges.some((e) => Math.abs(e - x) < 8)) edges.push(x);
  return lines.map((l) => Math.min(8, edges.findIndex((e) => Math.abs(e - l.x) < 8)));
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
      return { ...readSlideRegion(split.slide), notes: notesOf(split.notes), kind: 'slide' };
    }
    const textTop = Math.max(...lines.map((l) => l.y + l.size), 0);
    if (page.images === 0 || textTop < page.height * 0.55) {
      const kind = page.images > 0 ? 'notes' : 'notes-overflow';
      return { title: '', lines: [], text: '', notes: notesOf(lines), kind, notesTop: textTop };
    }
  }
  if (portrait && page.images > 0 && lines.length === 0) return { title: '', lines: [], text: '', notes: '', kind: 'notes' };
  return { ...readSlideLines(lines, page.height), notes: '', kind: 'slide' };
}

/** A slide that is part of a page (above its notes) read as a page of its own, as high as its text. */
function readSlideRegion(lines: PdfLine[]) {
  const bottom = Math.min(...lines.map((l) => l.y));
  const top = Math.max(...lines.map((l) => l.y + l.size));
  return readSlideLines(lines.map((l) => ({ ...l, y: l.y - bottom })), top - bottom);
}

/** The title and lines of a slide picture's words (a notes page's slide, read by OCR). */
export function readSlideItems(items: PdfTextItem[]) {
  const lines = toLines(items);
  // The slide's number in its bottom corner.
  if (lines.length > 1 && /^\d{1,3}$/.test(lines.at(-1)!.text)) lines.pop();
  return lines.length ? readSlideRegion(lines) : { title: '', lines: [], text: '' };
}

/** The title and the body lines of a slide's lines (top first) on a slide `height` points high. */
function readSlideLines(lines: PdfLine[], height: number): { title: string; lines: DeckLine[]; text: string } {
  const largest = Math.max(...lines.map((l) => l.size), 0);
  let titleStart = 0;
  let titleCount = 0;
  if (lines.some((l) => l.size < largest * 0.9)) {
    titleStart = lines.findIndex((l) => l.size >= largest * 0.9);
    // The title sits in the top part of the slide; a big figure lower down is no title.
    if (lines[titleStart]!.y < height * 0.55) titleStart = 0;
    else while (titleStart + titleCount < lines.length && lines[titleStart + titleCount]!.size >= largest * 0.9) titleCount++;
  } else if (lines.length <= 2) {
    titleCount = lines.length; // one size, a line or two: a title or section slide
  }
  let title = cleanLine(lines.slice(titleStart, titleStart + titleCount).map((l) => l.text).join(' '));
  // A long block in the title's font is a paragraph of body text, whole: a title is never cut.
  if (title.length > maxTitleLength) {
    title = '';
    titleCount = 0;
  }
  const body = [...lines.slice(0, titleStart), ...lines.slice(titleStart + titleCount)];
  const levels = levelsOf(body);
  const deckLines = joinBrokenLines(body.map((l, i) => ({ text: cleanLine(l.text), level: levels[i] ?? 0 })));
  return { title, lines: deckLines, text: linesToText(deckLines) };
}
