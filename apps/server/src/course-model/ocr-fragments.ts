import type { CoursePoint, SlideModel } from '@complyra/core';
import { isShellCommandLine } from './code-lines.ts';
import { opensWithBareVerb } from './english-grammar.ts';
import { type Speller, spellerFor } from './hunspell-speller.ts';
import { lowerFirst } from './spoken-text.ts';

// OCR of a busy slide leaves single words cut from a sentence or a picture among the slide's points ("ate",
// "Account;", "See:" whose address was not read). Said as a sentence each is noise. Only what cannot be a
// heading or a list's item goes: a word OCR cut (lower case, or closed by ";") or "See" pointing nowhere. A
// capitalised word stays: it may head the points under it ("Don'ts", whose loss would turn advice around).

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
/** A word OCR cut; a site ("owasp.org") or a command is a name, not a cut word. */
const cutWord = (text: string) =>
  /^see\s*:?$/i.test(text) || (/^[\p{L}’'-]+[;?]?$/u.test(text) && (/^\p{Ll}/u.test(text) || /;$/.test(text)));

/** Words that only join others: a line of nothing else ("along with") is the joint of a sentence OCR cut. */
const joiningWords = new Set('along with and or but as well than to of for from by in on at the a an'.split(' '));

/**
 * A few words OCR cut from a sentence: only joining words ("along with"), a joining word and one more ("and
 * Forwards", the end of a wrapped title), or a bracketed word asked as a question ("(pages)?").
 */
const cutPhrase = (text: string) => {
  const words = text.toLowerCase().split(/\s+/);
  return (words.length <= 3 && words.every((w) => joiningWords.has(w))) ||
    (words.length === 2 && ['and', 'or', 'but'].includes(words[0]!)) || /^\(\p{L}+\)\?$/u.test(text);
};

const isFragment = (point: CoursePoint) =>
  !point.label && !point.cells && point.kind !== 'figure' && !point.code &&
  ((wordCount(point.text) === 1 && cutWord(point.text.trim())) || cutPhrase(point.text.trim()));

/**
 * "downloads in 2011" alone in its box (of "29 MILLION vulnerable downloads in 2011" in a callout): a few words
 * opening in lower case are the end of a sentence whose start OCR did not read. Said alone ("Downloads in 2011.")
 * they are no sentence; a command ("git push") or an address ("owasp.org") is a name, and stays.
 */
export function isSentenceEnd(point: CoursePoint, points: CoursePoint[]): boolean {
  const text = point.text.trim();
  if (point.label || point.cells || point.code || point.block === undefined || !['statement', 'instruction'].includes(point.kind)) return false;
  const words = wordCount(text);
  const named = /\p{L}\.\p{L}|[/@$<>=_]/u.test(text) || isShellCommandLine(text);
  const aloneInBlock = points.filter((p) => p.block === point.block).length === 1;
  return /^\p{Ll}/u.test(text) && words >= 2 && words <= 4 && !named && aloneInBlock;
}

/** A point that says something (three words or more, a figure): what a scrap stands beside. */
const saysSomething = (point: CoursePoint) => wordCount(point.text) >= 3 || point.kind === 'figure';

/**
 * "Agents", "Custom", "Safe": a capitalised word OCR read alone in a box of its own, beside the slide's
 * sentences, is a scrap of a picture or of a heading cut off ("Threat Agents" drawn over a table). Said alone
 * ("This slide shows you custom.") it is no sentence. It stays where it heads advice ("Don’ts" over
 * "Explain why …"), where the slide says nothing else it could be a scrap beside, where it is a name ("Linux"
 * over its command: only its capitalised form is in the dictionary) or the heading of an untitled slide.
 */
function isScrap(point: CoursePoint, index: number, points: CoursePoint[], titled: boolean, speller: Speller): boolean {
  if (wordCount(point.text) !== 1 || point.label || point.cells || point.code || point.kind !== 'statement') return false;
  const word = point.text.trim();
  if (!/^\p{Lu}[\p{L}’'-]*$/u.test(word) || point.block === undefined || !speller.correct(word.toLowerCase())) return false;
  if (index === 0 && !titled) return false;
  const aloneInBlock = points.every((p, i) => i === index || p.block !== point.block);
  const headsAdvice = points[index + 1]?.kind === 'instruction';
  return aloneInBlock && !headsAdvice && points.some(saysSomething);
}

/**
 * "Imagine" read in a box of its own over "What if a hacker could steer your mouse …?": a one-word order that
 * leads into the question after it is said with it ("Imagine: what if …?"), as the slide's layout means.
 */
function withLeadInWordsJoined(points: CoursePoint[], language: string): CoursePoint[] {
  if (language !== 'en') return points;
  const leadsIn = (point: CoursePoint, next: CoursePoint | undefined) =>
    next?.kind === 'question' && point.kind === 'statement' && !point.label && !point.cells && wordCount(point.text) === 1 &&
    opensWithBareVerb(point.text.replace(/[.…:]+$/u, ''));
  return points.flatMap((point, i) => {
    if (leadsIn(point, points[i + 1])) return [];
    const before = points[i - 1];
    if (!before || !leadsIn(before, point)) return [point];
    return [{ ...point, text: `${before.text.replace(/[.…:]+$/u, '')}: ${lowerFirst(point.text)}` }];
  });
}

/** The OCR'd slides without the single words OCR cut from a sentence or a picture, a one-word lead-in said with its question. */
export const withoutLoneOcrWords = (slides: SlideModel[], language: string): SlideModel[] =>
  slides.map((slide) => {
    if (slide.source !== 'ocr') return slide;
    const speller = spellerFor(language);
    const joined = withLeadInWordsJoined(slide.points, language);
    const scrap = (point: CoursePoint, index: number) => speller !== null && isScrap(point, index, joined, slide.title !== '', speller);
    const kept = joined.filter((point, index) => !isFragment(point) && !scrap(point, index));
    // Alone in its box once the scraps beside it ("vulnerable" over "downloads in 2011") are gone.
    const points = kept.filter((point) => !isSentenceEnd(point, kept));
    return points.length === 0 ? slide : { ...slide, points };
  });
