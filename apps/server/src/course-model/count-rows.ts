import type { DeckLine } from '../ports/deck-reader.ts';

// A slide that counts what changed writes it as label-value rows under a heading ("Risks Added, Risks
// Merged, Risks Reordered" over "Reordered: 7", "Added: 1", "Merged: 2 merged into 1"). Read as they stand
// they are labels ("Reordered: 7."); a teacher says them as one sentence in the slide's terms: "7 risks
// were reordered, 1 added, 2 merged into 1 and 1 broadened." English only: the rows' labels are participles.

const countRow = /^(\p{Lu}\p{Ll}+ed)\s*:\s*(\d+)\b\s*(.*)$/u;

/** What the heading counts: the word every one of its comma-separated parts opens with ("Risks"), else ''. */
function countedThing(heading: string): string {
  const firsts = heading.split(/\s*,\s*/).map((part) => part.split(/\s+/)[0]!.toLowerCase());
  return firsts.length >= 2 && firsts.every((w) => w === firsts[0]) && /^\p{L}+$/u.test(firsts[0]!) ? firsts[0]! : '';
}

/** One row as its count and what happened: "2 merged into 1" says "merged" once. */
function clause(row: DeckLine): { count: string; happened: string } {
  const [, label, count, rest] = countRow.exec(row.text.trim())!;
  const participle = label!.toLowerCase();
  const tail = rest!.trim();
  const more = tail.toLowerCase().startsWith(participle) ? tail.slice(participle.length).trim() : tail;
  return { count: count!, happened: [participle, more].filter(Boolean).join(' ') };
}

/** The rows of counts under a heading as one sentence: "7 risks were reordered, 1 added and 1 broadened." */
function countSentence(heading: DeckLine, rows: DeckLine[]): string {
  const [first, ...others] = rows.map(clause);
  const thing = countedThing(heading.text);
  const opening = `${first!.count}${thing ? ` ${thing}` : ''} ${first!.count === '1' ? 'was' : 'were'} ${first!.happened}`;
  const rest = others.map((c) => `${c.count} ${c.happened}`);
  const all = [opening, ...rest];
  return `${all.slice(0, -1).join(', ')} and ${all.at(-1)}.`;
}

/**
 * The lines with each heading followed by two or more count rows one level below it (in its block) replaced
 * by one sentence at the heading's place. `flat`: the lines were read by OCR.
 */
export function withCountsSaid(lines: DeckLine[], language: string, flat = false): DeckLine[] {
  if (language !== 'en') return lines;
  const out: DeckLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const heading = lines[i]!;
    const rows: DeckLine[] = [];
    // OCR guesses levels and blocks: there the rows are the count lines that follow the heading.
    const under = (l: DeckLine) => flat || (l.block === heading.block && l.level > heading.level);
    const isRow = (l: DeckLine | undefined) => l !== undefined && !l.cells && under(l) && countRow.test(l.text.trim());
    for (let j = i + 1; isRow(lines[j]); j++) rows.push(lines[j]!);
    if (heading.cells || rows.length < 2 || countRow.test(heading.text.trim())) {
      out.push(heading);
      continue;
    }
    out.push({ ...heading, text: countSentence(heading, rows), label: false });
    i += rows.length;
  }
  return out;
}
