import type { DeckLine } from '../../modules/ingest/ingest-engines.ts';
import { cleanLine, joinBrokenLines, linesToText } from './deck-lines.ts';

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

/**
 * A page's title, lines and notes. The title is the top line(s) set in the page's largest font (when that
 * font is larger than the rest); a portrait page that shows a picture above its text is a notes page
 * (PowerPoint "notes pages", Keynote exports with notes); a portrait page with text only and no picture
 * carries notes that overflowed from the page before.
 */
export function readPdfPage(items: PdfTextItem[], page: PdfPageGeometry): PdfPageText {
  let lines = toLines(items);
  // Page numbers and footers: a bare number near the bottom edge.
  lines = lines.filter((l) => !(l.y < page.height * 0.06 && /^\d{1,4}$/.test(l.text)));
  const portrait = page.height > page.width * 1.15;
  const textTop = Math.max(...lines.map((l) => l.y + l.size), 0);
  if (portrait && lines.length && (page.images > 0 ? textTop < page.height * 0.55 : true)) {
    // Notes are prose wrapped to the page: lines join into paragraphs, a wider gap starts a new one.
    let notes = '';
    lines.forEach((line, i) => {
      const gap = i > 0 ? lines[i - 1]!.y - line.y : 0;
      const joint = i === 0 ? '' : gap > line.size * 1.7 ? '\n' : /\p{L}-$/u.test(notes) ? '' : ' ';
      notes += joint + line.text;
    });
    notes = notes.split('\n').map(cleanLine).join('\n');
    return { title: '', lines: [], text: '', notes, kind: page.images > 0 ? 'notes' : 'notes-overflow' };
  }
  if (portrait && page.images > 0 && lines.length === 0) return { title: '', lines: [], text: '', notes: '', kind: 'notes' };

  const largest = Math.max(...lines.map((l) => l.size), 0);
  let titleStart = 0;
  let titleCount = 0;
  if (lines.some((l) => l.size < largest * 0.9)) {
    titleStart = lines.findIndex((l) => l.size >= largest * 0.9);
    // The title sits in the top part of the slide; a big figure lower down is no title.
    if (lines[titleStart]!.y < page.height * 0.55) titleStart = 0;
    else while (titleStart + titleCount < lines.length && lines[titleStart + titleCount]!.size >= largest * 0.9) titleCount++;
  } else if (lines.length <= 2) {
    titleCount = lines.length; // one size, a line or two: a title or section slide
  }
  const title = cleanLine(lines.slice(titleStart, titleStart + titleCount).map((l) => l.text).join(' ')).slice(0, 200);
  const body = [...lines.slice(0, titleStart), ...lines.slice(titleStart + titleCount)];
  const levels = levelsOf(body);
  const deckLines = joinBrokenLines(body.map((l, i) => ({ text: cleanLine(l.text), level: levels[i] ?? 0 })));
  return { title, lines: deckLines, text: linesToText(deckLines), notes: '', kind: 'slide' };
}
