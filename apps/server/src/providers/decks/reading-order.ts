import type { DeckLine } from '../../ports/deck-reader.ts';

// The order a person reads a slide in, shared by the PDF and the PPTX reader: each block (a column, a box,
// a table, a diagram, a figure with its caption) is read whole; blocks in rows from the top, the columns
// of a row from the left (from the right on a right-to-left slide). Reading line by line across the page
// instead glues phrases of different boxes into false statements.

/** A rectangle on the slide, in one unit for the whole slide, y growing downwards (top-left origin). */
export interface LayoutBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A block of a slide's text: its lines, read in this order, and where it stands (unknown: no box). */
export interface LayoutBlock {
  box: LayoutBox | null;
  lines: DeckLine[];
}

export interface ReadingOptions {
  /** Columns are read from the right (Hebrew, Arabic). */
  rightToLeft?: boolean;
}

const right = (box: LayoutBox) => box.x + box.width;
const bottom = (box: LayoutBox) => box.y + box.height;
const union = (a: LayoutBox, b: LayoutBox): LayoutBox => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(right(a), right(b)) - x, height: Math.max(bottom(a), bottom(b)) - y };
};
const overlap = (from1: number, to1: number, from2: number, to2: number) => Math.min(to1, to2) - Math.max(from1, from2);

/** Mostly Hebrew or Arabic letters: the slide reads from the right. */
export function isRightToLeft(text: string): boolean {
  const rtl = text.match(/[\p{Script=Hebrew}\p{Script=Arabic}]/gu)?.length ?? 0;
  const ltr = text.match(/[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/gu)?.length ?? 0;
  return rtl > ltr;
}

/**
 * A figure alone: a number, percentage or amount, maybe with its unit or scale word ("70%", "29 MILLION",
 * "61,807", "$4.5M", "3x"). Said alone it means nothing; said with its caption it is a fact.
 */
const scaleWords = 'million|billion|thousand|hundred|percent|mio\\.?|mrd\\.?|millionen|milliarden|tausend|prozent';
const figure = new RegExp(`^[~≈<>+±-]?\\s?[$€£¥]?\\s?\\d[\\d.,\\s]*(?:%|‰|[kmb]n?|x|×|\\+|\\s?(?:${scaleWords}))?\\+?$`, 'iu');
export const isFigure = (text: string) => figure.test(text.trim()) && text.trim().length <= 24;

/** Short words that stay capitals when an all-capitals caption is said in lower case. */
const commonShortWords = new Set(['a', 'an', 'of', 'the', 'and', 'or', 'in', 'on', 'to', 'for', 'by', 'per', 'are', 'is', 'was', 'all', 'at', 'as', 'via', 'its', 'our', 'new', 'de', 'la', 'le', 'el', 'en', 'y', 'et', 'der', 'die', 'das', 'und', 'von']);

/** "EMAIL PHISHING" is set in capitals for looks; said beside its figure it is "email phishing" (short acronyms stay). */
function captionCase(text: string): string {
  if (/\p{Ll}/u.test(text) || !/\p{Lu}{2}/u.test(text)) return text;
  const acronym = (word: string) => word.length <= 3 && !commonShortWords.has(word.toLowerCase());
  return text.replace(/\p{L}+/gu, (word) => (acronym(word) ? word : word.toLowerCase()));
}

/** A figure and what it measures as one line: "70%" + "EMAIL PHISHING" -> "70% email phishing". */
function figureLine(figureText: string, caption: DeckLine[]): DeckLine {
  const words = caption.map((line) => (line.cells ? line.cells.filter(Boolean).join(', ') : line.text)).join(' ');
  return { text: `${figureText.trim()} ${captionCase(words)}`.replace(/\s+/g, ' ').trim(), level: 0, ...(caption.some((l) => l.label) ? { label: true } : {}) };
}

const onlyFigure = (block: LayoutBlock) => block.lines.length === 1 && !block.lines[0]!.cells && isFigure(block.lines[0]!.text);

/**
 * Inside a block, a figure line followed by its caption becomes one line ("70%" over "EMAIL PHISHING" in
 * one text box).
 */
function pairFiguresWithin(block: LayoutBlock): LayoutBlock {
  const lines: DeckLine[] = [];
  const source = block.lines;
  for (let i = 0; i < source.length; i++) {
    const line = source[i]!;
    const next = source[i + 1];
    if (!line.cells && isFigure(line.text) && next && !next.cells && !isFigure(next.text)) {
      // A short box (figure, caption of a line or two) is one fact; in a longer one the figure takes the next line.
      const caption = source.length <= 3 ? source.slice(i + 1) : [next];
      lines.push({ ...figureLine(line.text, caption), level: line.level });
      i += caption.length;
    } else {
      lines.push(line);
    }
  }
  return { ...block, lines };
}

/**
 * The caption of a figure block: the nearest text block directly below it (overlapping its columns) or
 * directly beside it (on its line, after it in reading direction), close enough to belong to it.
 */
function captionOf(
  figureBlock: LayoutBlock,
  blocks: LayoutBlock[],
  taken: Set<LayoutBlock>,
  options: ReadingOptions,
): LayoutBlock | null {
  const f = figureBlock.box!;
  let best: { block: LayoutBlock; distance: number } | null = null;
  for (const candidate of blocks) {
    const c = candidate.box;
    if (!c || candidate === figureBlock || taken.has(candidate) || onlyFigure(candidate) || candidate.lines.length > 4) continue;
    if (candidate.lines.some((l) => l.cells)) continue;
    const below = c.y >= bottom(f) - f.height * 0.25 && overlap(f.x, right(f), c.x, right(c)) > Math.min(f.width, c.width) * 0.4;
    const belowGap = c.y - bottom(f);
    // Beside: after the figure in reading direction, or before it (a step number right of its text).
    const after = options.rightToLeft ? f.x - right(c) : c.x - right(f);
    const before = options.rightToLeft ? c.x - right(f) : f.x - right(c);
    const besideGap = after > -f.height * 0.25 ? after : before > -f.height * 0.25 ? before * 1.5 : Infinity;
    const beside = overlap(f.y, bottom(f), c.y, bottom(c)) > Math.min(f.height, c.height) * 0.4;
    const distance = below ? belowGap : beside ? besideGap : Infinity;
    // Close: within the figure's own height (and a little), so a row of figures takes the captions under each.
    if (distance <= Math.max(f.height * 1.2, 12) && (!best || distance < best.distance)) best = { block: candidate, distance };
  }
  return best?.block ?? null;
}

/** Figures paired with their captions (in a block or as neighbouring blocks), each pair one block. */
export function pairFigures(blocks: LayoutBlock[], options: ReadingOptions = {}): LayoutBlock[] {
  const within = blocks.map(pairFiguresWithin);
  const taken = new Set<LayoutBlock>();
  const merged = new Map<LayoutBlock, LayoutBlock>();
  for (const block of within) {
    if (!block.box || !onlyFigure(block) || taken.has(block)) continue;
    const caption = captionOf(block, within, taken, options);
    if (!caption) continue;
    taken.add(caption);
    taken.add(block);
    merged.set(block, { box: union(block.box, caption.box!), lines: [figureLine(block.lines[0]!.text, caption.lines)] });
  }
  return within.filter((b) => !taken.has(b) || merged.has(b)).map((b) => merged.get(b) ?? b);
}

/**
 * Splits blocks into groups separated by an empty band along one axis (a gap no block crosses), in
 * order along that axis; one group when nothing separates them.
 */
function splitByGaps(blocks: LayoutBlock[], from: (b: LayoutBox) => number, to: (b: LayoutBox) => number): LayoutBlock[][] {
  const sorted = [...blocks].sort((a, b) => from(a.box!) - from(b.box!));
  const groups: LayoutBlock[][] = [];
  let end = -Infinity;
  for (const block of sorted) {
    const box = block.box!;
    // Touching or overlapping by a hair (a shape's outline, a rounding of the export) is no gap.
    const tolerance = Math.min(to(box) - from(box), 1) * 0.5;
    if (groups.length && from(box) < end - tolerance) groups.at(-1)!.push(block);
    else groups.push([block]);
    end = Math.max(end, to(box));
  }
  return groups;
}

/**
 * Recursive cuts: rows first (a horizontal band no block crosses), then columns (a vertical gutter no block
 * crosses) inside each row; what no cut separates (overlapping shapes) is read top to bottom.
 */
function cut(blocks: LayoutBlock[], options: ReadingOptions): LayoutBlock[] {
  if (blocks.length <= 1) return blocks;
  const rows = splitByGaps(blocks, (b) => b.y, bottom);
  if (rows.length > 1) return rows.flatMap((row) => cut(row, options));
  const columns = splitByGaps(blocks, (b) => b.x, right);
  if (columns.length > 1) return (options.rightToLeft ? columns.reverse() : columns).flatMap((column) => cut(column, options));
  const across = (a: LayoutBox, b: LayoutBox) => (options.rightToLeft ? right(b) - right(a) : a.x - b.x);
  return [...blocks].sort((a, b) => a.box!.y - b.box!.y || across(a.box!, b.box!));
}

/** A heading: one line of a few words, no sentence, no address, no figure with its caption, no command or code. */
function isHeading(block: LayoutBlock): boolean {
  const line = block.lines[0];
  if (!line || block.lines.length !== 1 || line.cells) return false;
  return line.text.split(/\s+/).length <= 5 && !/[.!?,;]$|\/|www\.|^\S*\d\S*\s|^[$<>{#]/.test(line.text);
}

/**
 * The text box that belongs under a heading: the nearest box below it, of several lines, sharing its left
 * edge or its centre, close, and with no other box between them.
 */
function textUnder(heading: LayoutBlock, blocks: LayoutBlock[]): LayoutBlock | null {
  const h = heading.box!;
  const sharesColumn = (b: LayoutBox) => overlap(h.x, right(h), b.x, right(b)) > Math.min(h.width, b.width) * 0.5;
  const under = blocks.filter((b) => b !== heading && b.box && b.box.y >= bottom(h) - h.height * 0.25 && sharesColumn(b.box));
  const nearest = under.sort((a, b) => a.box!.y - b.box!.y)[0];
  const n = nearest?.box;
  if (!nearest || !n || nearest.lines.length < 2 || nearest.lines.some((l) => l.cells)) return null;
  if (n.y - bottom(h) > h.height * 1.5) return null;
  const width = Math.max(h.width, n.width);
  const centre = (b: LayoutBox) => b.x + b.width / 2;
  if (Math.abs(h.x - n.x) > width * 0.1 && Math.abs(centre(h) - centre(n)) > width * 0.1) return null;
  const between = (b: LayoutBox) =>
    bottom(b) <= n.y + n.height * 0.1 && bottom(b) > bottom(h) - h.height * 0.5 && overlap(n.x, right(n), b.x, right(b)) > 0;
  return blocks.some((b) => b !== heading && b !== nearest && b.box && between(b.box)) ? null : nearest;
}

/**
 * A heading alone in its box directly above the box of its text: one block, so a row of headed columns
 * reads heading, text, next heading, text (not every heading first).
 */
function stackHeadings(blocks: LayoutBlock[]): LayoutBlock[] {
  let out = [...blocks];
  for (const heading of blocks) {
    if (!heading.box || !out.includes(heading) || !isHeading(heading)) continue;
    const text = textUnder(heading, out);
    if (!text) continue;
    const merged = { box: union(heading.box, text.box!), lines: [...heading.lines, ...text.lines] };
    out = out.filter((b) => b !== text).map((b) => (b === heading ? merged : b));
  }
  return out;
}

/** The smallest box around all the boxes. */
export const enclosing = (boxes: LayoutBox[]) => boxes.reduce(union);

/**
 * The blocks of a slide in reading order (figures paired with their captions, headings with their text).
 * Blocks without a box keep their place in the given (document) order among the others.
 */
export function orderBlocks(blocks: LayoutBlock[], options: ReadingOptions = {}): LayoutBlock[] {
  const paired = stackHeadings(pairFigures(blocks.filter((b) => b.lines.length), options));
  const placed = cut(paired.filter((b) => b.box), options);
  const out = [...placed];
  paired.forEach((block, index) => {
    if (!block.box) out.splice(Math.min(index, out.length), 0, block);
  });
  return out;
}

/** The lines of ordered blocks, each line carrying its block's number (0 for the first block read). */
export function numberBlocks(blocks: LayoutBlock[], first = 0): DeckLine[] {
  return blocks.flatMap((block, index) => block.lines.map((line) => ({ ...line, block: first + index })));
}
