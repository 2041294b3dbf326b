import type { DeckLine } from '../../ports/deck-reader.ts';
import { cleanLine } from './deck-lines.ts';
import type { LayoutBlock } from './reading-order.ts';

// A table in a picture (the NIST notes pages' "OSCAL Term | Meaning") comes back from OCR as loose lines: a short
// term at the left edge and the start of its meaning on the same baseline further right, the meaning wrapped
// under itself. Read as lines they are a column of terms, then a column of sentences: the terms pass for a
// diagram's labels and each meaning loses its term. Lines that align in two columns by position, row after row,
// are the table's rows again: a term and its whole meaning, the header above them split at the second column.

/** What the table reader needs of a line read from the page (points, baseline, y upwards). */
export interface PlacedLine {
  text: string;
  x: number;
  end: number;
  y: number;
  size: number;
  /** The line's words and where each starts, to split a header at the columns. */
  words?: { str: string; x: number }[];
}

/** Left edges this close (points) are one column. */
const alignment = 4;
/** A row's first cell: a capitalised term of a few words, no clause ("(including", "request, which" are wrapped prose). */
const isTerm = (text: string) => text.split(/\s+/).length <= 3 && /^\p{Lu}/u.test(text) && !/[.!?:;,]/.test(text);
/** A row's second cell starts with a phrase, not a scrap ("victim and" beside "GET request" is two columns of prose). */
const isMeaning = (text: string) => text.split(/\s+/).length >= 4;
/** Fewer aligned rows than this are as likely two boxes side by side as a table. */
const minRows = 3;
const sameBaseline = (a: PlacedLine, b: PlacedLine) => Math.abs(a.y - b.y) <= Math.max(a.size, b.size) * 0.4;
const at = (line: PlacedLine, x: number) => Math.abs(line.x - x) <= alignment;
const joinWrapped = (text: string, more: string) => (/\p{L}-$/u.test(text) ? `${text}${more}` : `${text} ${more}`);

/** The header line over the first row split at the second column's edge; null when it does not start the first column. */
function headerCells(header: PlacedLine, first: number, second: number): string[] | null {
  if (!at(header, first) || header.end <= second || !header.words?.length) return null;
  const left = header.words.filter((w) => w.x < second - alignment).map((w) => w.str.trim()).join(' ');
  const right = header.words.filter((w) => w.x >= second - alignment).map((w) => w.str.trim()).join(' ');
  return left && right ? [cleanLine(left), cleanLine(right)] : null;
}

/**
 * The table the lines (top first) hold, as one block of rows (a header first when it has one), and the lines
 * left outside it; null when fewer than three rows align in two columns or a line inside the table fits neither column.
 */
export function ocrTable<L extends PlacedLine>(lines: L[], height: number): { table: LayoutBlock; rest: L[] } | null {
  const beside = (term: L) => lines.filter((other) => other.x > term.end && sameBaseline(term, other) && isMeaning(other.text));
  const pairs = lines.flatMap((term) => (isTerm(term.text) ? beside(term).map((meaning) => ({ term, meaning })) : []));
  // The rows: pairs whose terms start on one edge and whose meanings start on another.
  const rows = pairs.filter((p) => pairs.filter((o) => at(o.term, p.term.x) && at(o.meaning, p.meaning.x)).length >= 2);
  if (rows.length < minRows) return null;
  const [first, second] = [rows[0]!.term.x, rows[0]!.meaning.x];
  const ownRows = rows.filter((r) => at(r.term, first) && at(r.meaning, second));
  if (ownRows.length < minRows) return null;
  const top = lines.indexOf(ownRows[0]!.term);
  const cells: string[][] = [];
  const taken = new Set<L>();
  let index = top;
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    if (taken.has(line)) continue;
    const row = ownRows.find((r) => r.term === line || r.meaning === line);
    const last = cells.at(-1);
    if (row) {
      cells.push([cleanLine(row.term.text), cleanLine(row.meaning.text)]);
      taken.add(row.term).add(row.meaning);
    } else if (last && at(line, second) && lines[index - 1]!.y - line.y <= line.size * 1.85) {
      last[1] = joinWrapped(last[1]!, cleanLine(line.text));
      taken.add(line);
    } else if (last && at(line, first) && isTerm(line.text) && lines[index - 1]!.y - line.y <= line.size * 1.85) {
      last[0] = joinWrapped(last[0]!, cleanLine(line.text));
      taken.add(line);
    } else break;
  }
  // Every aligned row must be inside the table: rows cut apart by other text are no table read whole.
  if (ownRows.some((r) => !taken.has(r.term))) return null;
  const above = top > 0 ? lines[top - 1]! : null;
  const header = above && above.y - lines[top]!.y <= above.size * 3 ? headerCells(above, first, second) : null;
  if (header) taken.add(above!);
  const deckLines: DeckLine[] = [...(header ? [header] : []), ...cells].map((row) => ({ text: row.join(', '), level: 0, cells: row }));
  const members = lines.filter((l) => taken.has(l));
  const x = Math.min(...members.map((l) => l.x));
  const upper = Math.max(...members.map((l) => l.y + l.size));
  const lower = Math.min(...members.map((l) => l.y));
  const box = { x, y: height - upper, width: Math.max(...members.map((l) => l.end)) - x, height: upper - lower };
  return { table: { box, lines: deckLines }, rest: lines.filter((l) => !taken.has(l)) };
}
