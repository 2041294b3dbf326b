// A title wrapped over several lines that ends on its acronym: "Overview of the Open" / "Security Controls" /
// "Assessment Language" / "(OSCAL)". Each line on its own looks like something else ("Security Controls" is
// two capitalised words, like a presenter's name), and a byline read line by line becomes "Today's topic is
// Overview of the Open. This course is presented by Security Controls, …". The acronym says where the title
// ends: its letters are the initials of the capitalised words just before it.

/** A line that is, or ends on, an acronym in brackets: "(OSCAL)", "Language (OSCAL)". */
const bracketedAcronym = /\((\p{Lu}{2,}\d*)\)\s*$/u;
/** Small words a name leaves out of its acronym ("Assessment Language of the …"). */
const skipped = new Set(['of', 'the', 'and', 'for', 'a', 'an', 'to', 'in', 'on', '&']);

/** Whether the capitalised words before the acronym, read back from it, begin with its letters. */
function spells(acronym: string, before: string): boolean {
  const initials = before
    .split(/[\s,–-]+/)
    .filter((w) => w && !skipped.has(w.toLowerCase()))
    .map((w) => w[0]!);
  const letters = acronym.replace(/\d+$/, '');
  const tail = initials.slice(-letters.length).join('');
  return initials.length >= letters.length && tail === letters && /^\p{Lu}+$/u.test(tail);
}

/**
 * The index of the line where a title spelled out by its bracketed acronym ends (the acronym's line), or
 * -1 when no line closes such a title. The title is the lines from the first to that one, said as one.
 */
export function acronymTitleEnd(lines: string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const acronym = bracketedAcronym.exec(lines[i]!.trim());
    if (!acronym) continue;
    const before = [...lines.slice(0, i), lines[i]!.trim().replace(bracketedAcronym, '')].join(' ');
    if (i > 0 && spells(acronym[1]!, before)) return i;
  }
  return -1;
}
