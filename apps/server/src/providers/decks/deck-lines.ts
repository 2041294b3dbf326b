import type { DeckLine } from '../../ports/deck-reader.ts';

// Rules that both readers (PDF and PPTX) apply to the lines they pull out of a slide, so a bullet reads
// the same whichever format the deck came in.

/** "P h i s h i n g" (decks converted from PDF draw every letter on its own) becomes "Phishing". */
export function rejoinLetterRuns(text: string): string {
  return text.replace(/(?:^|(?<=\s))((?:\p{L} ){3,}\p{L})(?=\s|$|[.,;:!?])/gu, (run) => run.replace(/ /g, ''));
}

export const cleanLine = (text: string) => rejoinLetterRuns(text.replace(/\s+/g, ' ').trim());

/** A bullet's mark before its words. */
export const bulletMark = /^[•▪●◦■□➢➤►▸‣⁃○◆◇✓✔*–—-]\s+/u;
const openParens = (text: string) => (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
/** "Phishing:" or "Definition :" alone: a term whose definition the next line carries. */
const termOnly = /^[^\s:][^:]{0,40}\s?:$/u;

/** Words a phrase never ends on (articles, prepositions, conjunctions): a line ending on one was wrapped. */
const phraseContinues = new Set([
  'a', 'an', 'the', 'of', 'for', 'to', 'and', 'or', 'in', 'on', 'with', 'by', 'from', 'at', 'as', 'into', 'than', 'that',
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'und', 'oder', 'für', 'mit', 'von', 'zu', 'zum', 'zur', 'im', 'auf',
  'el', 'la', 'los', 'las', 'un', 'una', 'y', 'o', 'de', 'del', 'para', 'con', 'por', 'en', 'le', 'les', 'et', 'des', 'du', 'pour', 'avec',
]);
/** A line ending on a comma or on such a word goes on in the next line. */
const endsMidPhrase = (text: string) => /,$/.test(text) || phraseContinues.has(text.split(/\s+/).at(-1)!.toLowerCase());

/**
 * A slide breaks long bullets over several lines; put them back together. A line continues the previous
 * one when the previous ends in a hyphen ("cyber-" + "attack"), leaves a parenthesis open, is a lone
 * "Term:" waiting for its definition, ends on a comma or on a word no phrase ends on ("the", "and", "für"),
 * or ends without punctuation and the line starts in lower case
 * without a bullet of its own. PPTX paragraphs are the author's own lines (`wrapped: false`): only a lone
 * "Term:" joins its definition there. Lines at a deeper level never join their parent. Bullet marks are dropped.
 */
export function joinBrokenLines(lines: DeckLine[], options: { wrapped: boolean } = { wrapped: true }): DeckLine[] {
  const joined: DeckLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const text = line.text;
    const ownBullet = bulletMark.test(text);
    if (previous && !previous.cells && !line.cells && line.level === previous.level && !ownBullet) {
      const before = previous.text;
      if (!options.wrapped) {
        if (termOnly.test(before)) {
          previous.text = `${before} ${text}`;
          continue;
        }
      } else if (/\p{L}-$/u.test(before) && /^\p{L}/u.test(text)) {
        previous.text = `${before}${text}`;
        continue;
      } else if (
        openParens(before) > 0
        || termOnly.test(before)
        || endsMidPhrase(before)
        || (/^\p{Ll}/u.test(text) && !/[.!?:;]$/.test(before))
      ) {
        previous.text = `${before} ${text}`;
        continue;
      }
    }
    joined.push({ ...line, text: text.replace(bulletMark, '') });
  }
  return joined;
}

/** The stored text of a slide: one line per point, table cells joined with commas (never pipes). */
export const linesToText = (lines: DeckLine[]) =>
  lines.map((line) => (line.cells ? line.cells.filter(Boolean).join(', ') : line.text)).join('\n');

/** The longest text that reads as a title. Longer, it is a paragraph of body text: kept whole, never cut. */
export const maxTitleLength = 200;
