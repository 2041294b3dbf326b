import type { DeckLine } from '../../ports/deck-reader.ts';
import { bulletMark } from './deck-lines.ts';

// A heading in title case wrapped in its box leaves its last word alone on a line ("It’s About Risks, Not Just"
// over "Vulnerabilities", "OWASP Top 10 Risk Rating" over "Methodology"). A text layer knows such a line goes
// on; OCR gives it as a line of its own, and said apart it is a heading cut in two ("Not Just and
// vulnerabilities"). A capitalised word alone under a heading whose words are all capitalised ends it.

/** Words a title-case heading leaves in lower case. */
const minorWords = /^(a|an|the|of|for|to|and|or|in|on|with|by|from|at|as|is|are|vs\.?)$/i;

/** A line in title case of two words or more, not ended by a stop or a colon. */
function titleCaseHeading(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2 || /[.!?:;]$/.test(text)) return false;
  return words.every((word) => minorWords.test(word) || /^[^\p{L}]*[\p{Lu}\p{N}]/u.test(word));
}

/** One capitalised word ("Vulnerabilities", "Document", "Tool."), nothing else. */
const lastWord = /^\p{Lu}[\p{L}’'-]*\.?$/u;

/**
 * OCR'd lines of one block (bullet marks still on them) with each title-case heading's last word, left on a line
 * of its own, put back on it.
 */
export function joinWrappedHeadings(lines: DeckLine[]): DeckLine[] {
  const joined: DeckLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const endsHeading = lastWord.test(line.text) && previous !== undefined && titleCaseHeading(previous.text.replace(bulletMark, ''));
    if (previous && endsHeading && previous.level === line.level && !previous.cells && !line.cells) {
      joined[joined.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    } else joined.push(line);
  }
  return joined;
}
