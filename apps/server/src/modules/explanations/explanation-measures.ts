import type { SlideModel } from '@complyra/core';
import type { PointOfContact } from '../../ports/language-engine.ts';

// What an enhanced explanation is measured on: the slide's points it still says, whether it still names the
// point of contact, how long its sentences are and how many long words it uses.

/**
 * The words that make a point recognisable: every word of four or more letters (grammar words too, so
 * "before" in "check before opening" counts) and every number ("70%", "2017").
 */
export function pointTokens(text: string): Set<string> {
  const lower = text.toLowerCase().replace(/’/g, '\'');
  const words = (lower.match(/\p{L}[\p{L}\p{M}'-]*/gu) ?? []).map((w) => w.replace(/'s$/, '')).filter((w) => [...w].length >= 4);
  const numbers = (lower.match(/\p{N}[\p{N}.,]*%?/gu) ?? []).map((n) => n.replace(/[.,]+$/, ''));
  return new Set([...words, ...numbers]);
}

/** A point's tokens that `text` says: what a rewrite of `text` must keep for the point to stay said. */
const saidTokens = (point: string, text: Set<string>) => [...pointTokens(point)].filter((t) => text.has(t));

/**
 * The points of the slide that `before` says and `after` no longer says. A point stays said when at least
 * `share` of its tokens that `before` said are still in `after` (1: every one of them).
 */
export function droppedPoints(slide: SlideModel, before: string, after: string, share = 1): SlideModel['points'] {
  const said = pointTokens(before);
  const kept = pointTokens(after);
  return slide.points.filter((point) => {
    const tokens = saidTokens(point.text, said);
    return tokens.length > 0 && tokens.filter((t) => kept.has(t)).length / tokens.length < share;
  });
}

/** Every token of the slide's points that the text says: the words a shorter text may not lose. */
export function requiredTokens(slide: SlideModel, text: string): Set<string> {
  const said = pointTokens(text);
  return new Set(slide.points.flatMap((p) => saidTokens(p.text, said)));
}

// The built-in narrator's contact sentence in each of its languages, for a contact no longer in the list.
const contactPhrases = /\b(?:is there to help|there to help|está disponible para ayudarte|hilft Ihnen|est là pour vous aider)\b/i;

/** Whether a sentence names one of the course's points of contact (by name or address) or offers their help. */
export function isContactSentence(sentence: string, contacts: PointOfContact[]): boolean {
  if (contactPhrases.test(sentence)) return true;
  return contacts.some((c) => (c.name && sentence.includes(c.name)) || (c.contact && sentence.includes(c.contact)));
}

/** Sentences of a spoken text: a full stop inside a word ("example.com", "800-53A.") does not end one. */
export const spokenSentences = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?]["')\]»]*)\s+(?=["'(«¿¡]?[\p{Lu}\p{N}\p{Lo}])/u)
    .map((s) => s.trim())
    .filter(Boolean);

export const countWords = (text: string) => (text.match(/\S+/g) ?? []).length;

/** Average words per sentence. */
export function averageSentenceLength(text: string): number {
  const all = spokenSentences(text);
  return all.length === 0 ? 0 : countWords(text) / all.length;
}

/** Share of words longer than six letters, as the LIX readability index counts long words. */
export function longWordShare(text: string): number {
  const words = text.match(/\p{L}[\p{L}\p{M}'-]*/gu) ?? [];
  return words.length === 0 ? 0 : words.filter((w) => [...w].length > 6).length / words.length;
}
