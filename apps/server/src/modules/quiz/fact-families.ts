import type { SlideModel } from '@complyra/core';
import { contentWords, normalize } from './question-checks.ts';

/**
 * The names of the facts questions ask about, one naming for both engines: a question's `fact` is its family
 * and its form (`term:phishing:definition`), so a DIFFERENT retry avoids a fact whichever engine asked it.
 */
export const termFamily = (term: string) => `term:${normalize(term)}`;
export const figureFamily = (figure: string, measures: string) => `figure:${normalize(figure)}:${normalize(measures)}`;
export const itemFamily = (text: string) => `item:${normalize(text)}`;

/** The family of a fact key (`item:…:list` → `item:…`). */
export const factFamily = (key: string) => key.slice(0, key.lastIndexOf(':'));

/** Whole sentences of the speaker notes, short enough to be a choice: the facts of a slide whose words are in its notes. */
export function noteSentences(notes: string): string[] {
  return notes
    .split(/(?<=[.!?])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 25 && sentence.length <= 160 && /[.!?]$/.test(sentence));
}

/** The family of one point of a slide. */
function familyOfPoint(point: SlideModel['points'][number]): string {
  if (point.kind === 'term' && point.term && point.definition) return termFamily(point.term);
  if (point.kind === 'figure' && point.figure && point.measures) return figureFamily(point.figure, point.measures);
  return itemFamily(point.text);
}

/**
 * The fact of the cited slide a question written elsewhere (the AI service) asks about: the point that shares
 * the most words with the question and its answer. A question about no one point is its own fact.
 */
export function familyOnSlide(slide: SlideModel, question: string, answer: string): string {
  const asked = new Set(contentWords(`${question} ${answer}`));
  let best = { family: `answer:${slide.number}:${normalize(answer)}`, shared: 1 };
  const facts = [...slide.points.map((point) => ({ text: point.text, family: familyOfPoint(point) })),
    ...noteSentences(slide.notes).map((text) => ({ text, family: itemFamily(text) }))];
  for (const fact of facts) {
    const shared = new Set(contentWords(fact.text).filter((w) => asked.has(w))).size;
    if (shared > best.shared) best = { family: fact.family, shared };
  }
  return best.family;
}
