import { foldedWord } from './shown-coverage.ts';

// Lines a slide shows but the model does not say (a screenshot's words read by OCR, what a terminal printed)
// are kept for the chat to find the slide by; read out, they are noise ("[08 Bank Page", "Checking,
// Microsoft Internet Explorer"). A run of words from one of them in the narration is flagged, unless the
// presenter's notes say the same words.

/** Words in a row of a shown line that make a reading of it, not a word it shares with the slide. */
const runLength = 4;

const foldedWords = (text: string) =>
  text
    .split(/[^\p{L}\d'’-]+/u)
    .filter((w) => /[\p{L}\d]/u.test(w))
    .map(foldedWord);

/** The shown lines' runs of four words the narration reads, the notes' own words aside. */
export function shownLinesRead(narration: string, shown: string[], notes: string): string[] {
  const said = ` ${foldedWords(narration).join(' ')} `;
  const written = ` ${foldedWords(notes).join(' ')} `;
  const read: string[] = [];
  for (const line of shown) {
    const words = foldedWords(line);
    for (let i = 0; i + runLength <= words.length; i++) {
      const run = ` ${words.slice(i, i + runLength).join(' ')} `;
      if (said.includes(run) && !written.includes(run)) {
        read.push(line);
        break;
      }
    }
  }
  return read;
}
