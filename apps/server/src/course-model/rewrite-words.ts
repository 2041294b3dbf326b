import type { SlideModel } from '@complyra/core';

// Words that carry no point of their own, in the languages of the decks we read. Content words are the
// rest with four or more letters: what "keeps every point" is measured on.
const stopwords = new Set(
  (
    'this that with from have will your they them their there these those what when where which while about into ' +
    'also than then were been being does done more most some such only very just over each other here like make ' +
    'sure slide slides next look take lets turn come moment before continue course goals apply every mind cannot ' +
    'para como esta este estos estas pero sobre entre cuando donde tiene porque también desde hasta'
  ).split(' '),
);

/** The content words of a text: lower-case, letters of any script, four or more characters. */
export function contentWords(text: string): Set<string> {
  const found = text.toLowerCase().match(/[\p{L}][\p{L}\p{N}'’-]*/gu) ?? [];
  // Contractions ("doesn't") are grammar, not content: a formal rewrite spells them out.
  return new Set(found.map((w) => w.replace(/['’]s$/, '')).filter((w) => [...w].length >= 4 && !/['’]/.test(w) && !stopwords.has(w)));
}

/** The slide's own words: title, points and speaker notes. */
export function slideWords(slide: SlideModel): Set<string> {
  return contentWords([slide.title, ...slide.points.map((p) => p.text), slide.notes].join(' '));
}

/**
 * How much of the slide that `before` says `after` still says: the share of the slide's content words
 * present in `before` that are also in `after` (1 when `before` names none).
 */
export function pointCoverage(slide: SlideModel, before: string, after: string): number {
  const own = slideWords(slide);
  const said = [...contentWords(before)].filter((w) => own.has(w));
  if (said.length === 0) return 1;
  const kept = contentWords(after);
  return said.filter((w) => kept.has(w)).length / said.length;
}

export const wordCount = (text: string) => (text.match(/\S+/g) ?? []).length;

/** Sentences of a spoken text (the narrator writes no abbreviations with inner full stops). */
// A full stop inside a word ("example.com", "pstmt.setString") does not end a sentence.
export const sentences = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?]["')\]]*)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
