import type { CoursePoint, SlideModel } from '@complyra/core';
import { tableRowText } from './table-row-text.ts';

// A small table of names and their figures ("Libraries | 31", "Library Versions | 1,261", "Organizations |
// 61,807") in a picture comes back from OCR as lines without cells, the word a cell wrapped put after the
// figure ("Library 1,261 Versions"). Left as lines they read as a cloud of words or a soup of numbers. A block
// of three or more such lines is a table read by row: each line becomes its name and its figure, said as such.

/** "Libraries 31", "Library 1,261 Versions": a name, a figure, and the rest of a name that wrapped. */
const figureRow = /^(\p{L}[\p{L}'’ -]*?)\s+([$€£]?\d{1,3}(?:[,.]\d{3})*(?:[.,]\d+)?%?)(?:\s+(\p{L}[\p{L}'’ -]*))?$/u;
/** "Patch within" 30 days: a name never ends on a word that needs what follows it. */
const endsOnPreposition = /\b(within|in|for|of|to|by|after|before|every|than|over|under)$/i;
/** The fewest rows that make a table. */
const tableRows = 3;

const asRow = (point: CoursePoint): CoursePoint | null => {
  const row = point.cells ? null : figureRow.exec(point.text.trim());
  // "Patch within 30 days", "Keep logs 90 days": a number inside a sentence; a wrapped name goes on in capitals.
  if (!row || (row[3] && !/^\p{Lu}/u.test(row[3])) || endsOnPreposition.test(row[1]!)) return null;
  const cells = [[row[1], row[3]].filter(Boolean).join(' ').trim(), row[2]!];
  return { text: tableRowText(cells), level: point.level, kind: 'statement', cells, ...(point.block === undefined ? {} : { block: point.block }) };
};

/** Short words that are words of their own; a piece of one or two letters that is none was cut from a word. */
const shortWords = new Set('a an as at be by do go he if in is it me my no of on or so to up us we'.split(' '));
/** A line of a word or three that ends cut: on a piece of a word or on a word that needs what follows it. */
const isScrap = (text: string) => {
  const words = text.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  const piece = /^\p{Ll}{1,2}$/u.test(last) && !shortWords.has(last);
  return words.length <= 3 && (piece || /^(in|of|to|for|with|from|by|and|or)$/i.test(last));
};

/** The OCR'd slides with each block of name-and-figure lines read as the table's rows. */
export const withOcrFigureRows = (slides: SlideModel[]): SlideModel[] =>
  slides.map((slide) => {
    if (slide.source !== 'ocr') return slide;
    // Most of the block's lines are rows, three at least: a sentence with a number in it stays a sentence.
    const isTable = (block: number | undefined) => {
      const inBlock = slide.points.filter((p) => p.block === block);
      const rows = inBlock.filter((p) => asRow(p)).length;
      return rows >= tableRows && rows * 2 > inBlock.length;
    };
    const rowBlocks = new Set([...new Set(slide.points.map((p) => p.block))].filter(isTable));
    if (rowBlocks.size === 0) return slide;
    const points = slide.points.map((p) => (rowBlocks.has(p.block) ? asRow(p) ?? p : p));
    // Beside the table, a chart's scraps OCR cut ("Down lo" of "Download", "downloads in" of "… in 2011") say nothing.
    return { ...slide, points: points.filter((p) => p.cells || !isScrap(p.text)) };
  });
