// How much of what the slide shows the narration says. The slide's extracted text can miss most of the
// page (text drawn as shapes, a picture of text); the words read from the rendered slide (OCR) cannot.
// Those words are noisy: only words a dictionary or the course itself knows are counted, and words in
// another form ("e-mail"/"email", "Passwörter"/"Passworter", "controls"/"control") count as the same.

/** A word reduced to what OCR and the narration agree on: no accents, hyphens or plural "s". */
export function foldedWord(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[-'’]/g, '')
    .replace(/(?<=\p{L}{3})(es|s)$/u, '');
}

export interface ShownCoverage {
  /** Share of the shown words the narration says (1 when the slide shows too few to judge). */
  coverage: number;
  shown: number;
  missing: string[];
}

/** A slide showing fewer content words than this is a title or a picture: nothing to measure. */
export const fewestShownWords = 8;

/**
 * The share of `shown` (content words read from the rendered slide, already filtered to readable ones)
 * that the narration's content words cover.
 */
export function shownCoverage(shown: string[], narrationWords: string[]): ShownCoverage {
  const wanted = [...new Set(shown.map(foldedWord))].filter((w) => w.length >= 3);
  if (wanted.length < fewestShownWords) return { coverage: 1, shown: wanted.length, missing: [] };
  const said = new Set(narrationWords.map(foldedWord));
  const missing = wanted.filter((w) => !said.has(w));
  return { coverage: (wanted.length - missing.length) / wanted.length, shown: wanted.length, missing };
}
