import type { CourseModel } from '@complyra/core';
import { noteSentences } from './fact-families.ts';
import { hasNegation } from './statement-edits.ts';
import { normalize } from './text-form.ts';

/**
 * Whether the course says a made-up wrong choice in substance somewhere (issue 28): an edit of one sentence
 * ("Users open the page", the attacker swapped for the user) can be what another slide states as true ("Users open
 * the page in the browser"). A wrong choice whose every word stands in one sentence of the course with the same
 * polarity (both saying "not", or neither) would be a second right answer, so it is not offered.
 */
export type SaidElsewhere = (text: string) => boolean;

// Words that carry no claim; negations are judged by polarity, not as words.
const functionWords = new Set(('a an the of to in on at by for with from and or as is are was were be been it its this that ' +
  'these those there their they can could should would will must may might not no never do does did has have had ' +
  'el la los las un una de del en y o que es son se por para con no lo al ' +
  'der die das ein eine und oder ist sind nicht zu mit von für den dem').split(' '));
// One word for singular and plural ("users", "user").
const stem = (word: string) => word.replace(/(\p{L}{3,}?)(es|s)$/u, '$1');
const claimWords = (text: string) => [...new Set(normalize(text).split(' ')
  .filter((w) => w.length >= 2 && !functionWords.has(w) && !hasNegation(w)).map(stem))];

export function saidElsewhereIn(model: CourseModel): SaidElsewhere {
  const sentences = model.slides.flatMap((slide) => [...slide.points.map((p) => p.text), ...noteSentences(slide.notes)])
    .map((text) => ({ words: new Set(claimWords(text)), negative: hasNegation(text, model.language) }));
  const withWord = new Map<string, number[]>();
  sentences.forEach((sentence, i) => {
    for (const word of sentence.words) withWord.set(word, [...(withWord.get(word) ?? []), i]);
  });
  // One course's bank asks about the same edits many times.
  const known = new Map<string, boolean>();
  return (text) => {
    const cached = known.get(text);
    if (cached !== undefined) return cached;
    const words = claimWords(text);
    const negative = hasNegation(text, model.language);
    // The rarest word's sentences are the only candidates.
    const rarest = words.map((w) => withWord.get(w) ?? []).sort((a, b) => a.length - b.length)[0] ?? [];
    const said = words.length >= 2
      && rarest.some((i) => sentences[i]!.negative === negative && words.every((w) => sentences[i]!.words.has(w)));
    known.set(text, said);
    return said;
  };
}
