import type { CourseModel } from '@complyra/core';
import { imperativeVerbs } from './imperative-verbs.ts';
import { normalize } from './text-form.ts';

/**
 * Whether a text can stand as a quiz choice (or as the quoted part of a stem): a complete phrase in words,
 * not a fragment the deck reader cut, a heading, a byline, a row of numbers, a link or the narrator's own
 * description of a picture. Issue 28 found keys such as "exploit the trust of the through phone calls. through
 * SMS", "Core Areas for Improvement", "CREATED BY: GAGANDEEP" and "70% 20% 8% 2%".
 */

// A phrase that ends on one of these words was cut off ("the trust of the").
// (English prepositions may end a phrase: "a newsletter you signed up for".)
const danglingWords = new Set(['the', 'a', 'an', 'of', 'and', 'or', 'but', 'that', 'which', 'than',
  // A possessive waits for its noun ("provided by your", cut by OCR).
  'your', 'my', 'our', 'their', 'his', 'its', 'de', 'la', 'el', 'y', 'o',
  'en', 'con', 'por', 'para', 'que', 'los', 'las', 'un', 'una', 'del', 'al', 'e', 'u',
  // German: articles and joining words ("der", "und", "dass").
  'der', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'und', 'oder', 'aber', 'dass', 'mit', 'von', 'zu', 'für',
  // Hebrew: "when", "if", "in case", "of", "that".
  'כאשר', 'אם', 'במידה', 'של', 'את', 'אשר', 'כי']);
// A phrase that starts on a joining word continues another one ("and it is just as good as credentials").
const joiningStart = /^(and|or|but|which|that|because|of|than|y|pero|que|porque|und|oder|aber|weil|dass|denn)\b/i;
const pairs: [string, string][] = [['(', ')'], ['[', ']'], ['“', '”'], ['{', '}']];
const bylineWords = /\b(created by|presented by|prepared by|written by|author|copyright)\b|©|https?:|www\.|\S+@\S+\.\S+/i;
// The built-in narrator's words for what it did not read (code, pictures): about the slide, not the subject.
const narratorWords = /^(the|this) slide (shows|has|contains|gives)\b/i;
// A path or an address on its own ("/user/getAccounts", "git-scm.com/downloads"): a label of a picture, not an idea.
const pathToken = /^(\/\S+|\S*[\p{L}\p{N}]\.[\p{L}]{2,}\/\S*)$/u;
// Two lines of a table cell read as one ("Define the OSCAL specification Explain how …"): an instruction's verb
// opens again after a word in lower case.
const gluedInstruction = new RegExp(`\\p{Ll}\\s+(${imperativeVerbs.map((v) => v[0]!.toUpperCase() + v.slice(1)).join('|')})\\s+\\p{Ll}`, 'u');

export interface PhraseOptions {
  /** A term, a figure or a list member may be one word ("Git", "Whaling"); a statement needs two or more. */
  oneWord?: boolean;
}

/** Why the text is not a complete phrase, or null when it is one. */
export function phraseFlaw(text: string, options: PhraseOptions = {}): string | null {
  const trimmed = text.trim();
  if (trimmed.length < 2 || trimmed.length > 200) return 'too short or too long';
  const words = normalize(trimmed).split(' ').filter(Boolean);
  const wordsOfLetters = words.filter((w) => /\p{L}{2,}/u.test(w) && !/\d/.test(w));
  if (wordsOfLetters.length === 0) return 'no word of the course language';
  if (!options.oneWord && words.length < 2) return 'a single word';
  if (/[,:;\-–—(/&+]$/.test(trimmed) || /(\.\.\.|…)$/.test(trimmed)) return 'it breaks off';
  if (trimmed.endsWith('?')) return 'a question';
  for (const [open, close] of pairs) if (trimmed.split(open).length !== trimmed.split(close).length) return 'unbalanced brackets';
  if (/[.!;]\s+\p{Ll}/u.test(trimmed) || gluedInstruction.test(trimmed)) return 'two fragments glued';
  // A label of a word or two before the sentence ("Usually severe. Entire database can …").
  if (/^\p{L}+(\s\p{L}+)?[.:]\s+\p{Lu}/u.test(trimmed)) return 'a label glued to a sentence';
  if (trimmed.split(/\s+/).filter((token) => !pathToken.test(token) && /\p{L}{2,}/u.test(token)).length === 0) return 'a path or an address';
  if (danglingWords.has(words.at(-1)!) && words.length > 1) return 'it breaks off';
  if (joiningStart.test(trimmed)) return 'it continues another phrase';
  const numbers = trimmed.match(/\d+(?:[.,]\d+)*/g) ?? [];
  if (numbers.length >= 2 && wordsOfLetters.length <= numbers.length) return 'a row of numbers';
  const digits = (trimmed.match(/\d/g) ?? []).length;
  if (digits / trimmed.replace(/\s/g, '').length > 0.4) return 'mostly digits';
  if (bylineWords.test(trimmed)) return 'a byline or a link';
  if (narratorWords.test(trimmed)) return 'the narrator\'s description of the slide';
  return null;
}

/** A figure as a choice ("91%", "12 minutes", "4 in 10"): a number with at most a unit. */
const figureLike = /^[$€£~<>]?\d[\d.,]*\s*(%|\p{L}+)?(\s+in\s+\d+)?$/u;

/** The fragment check every choice of every engine passes: why the choice is not a phrase, or null. */
export function choiceFlaw(text: string): string | null {
  return figureLike.test(text.trim()) ? null : phraseFlaw(text, { oneWord: true });
}

/** What in a course may never be a choice: slide titles and list headings, and the words of title and byline slides. */
export function notAnswerTexts(model: CourseModel): Set<string> {
  const texts = new Set<string>();
  for (const slide of model.slides) {
    if (slide.title.trim()) texts.add(normalize(slide.title));
    const cover = slide.role === 'title' || slide.role === 'byline' || slide.role === 'closing';
    slide.points.forEach((point, i) => {
      const next = slide.points[i + 1];
      // A point with deeper points under it is a heading of what follows.
      if (cover || (next && next.level > point.level)) texts.add(normalize(point.text));
    });
  }
  texts.delete('');
  return texts;
}
