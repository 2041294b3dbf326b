import type { CoursePoint, ReviewReason, SlideModel } from '@complyra/core';
import { endsOnBareCount, endsOnObjectlessVerb } from './english-grammar.ts';
import { endsOnJoiningWord, finishesCutLine } from './joining-words.ts';

// A drawing's callouts read by OCR often stop before the words they need: "Hacker uses" (its object under a
// step's circle), "takes over victim’s", "Internal attacker steals credentials and data from" (the rest in a
// picture's shadow). Said, each is half a sentence, and nothing on the slide finishes it; it is left out and
// the slide marked for a person to look at.

/** "victim’s": a possessive with no thing owned after it. */
const cutAfterPossessive = /\p{L}[’']s$/u;

export const cutSentencesLeftOut: ReviewReason = { code: 'cut-sentences', message: 'OCR cut sentences short; they were left out.' };

const isPlainPoint = (point: CoursePoint) =>
  !point.label && !point.cells && !point.code && ['statement', 'instruction'].includes(point.kind) && /\p{L}/u.test(point.text);

/**
 * Whether a point read by OCR stops before the words it needs. A preposition or an article at its end is
 * finished by the next point of its box when there is one ("User clicks on a link to" over the address): only
 * the last of its box is cut.
 */
export function isCutSentence(point: CoursePoint, next: CoursePoint | undefined): boolean {
  if (!isPlainPoint(point)) return false;
  const text = point.text.trim().replace(/[.…]+$/u, '');
  const lastInBlock = point.block !== undefined && next?.block !== point.block;
  if (cutAfterPossessive.test(text) || endsOnObjectlessVerb(text) || endsOnBareCount(text)) return true;
  return lastInBlock && endsOnJoiningWord(text);
}

const finishes = (point: CoursePoint, next: CoursePoint | undefined): next is CoursePoint =>
  next !== undefined && isPlainPoint(point) && isPlainPoint(next) && finishesCutLine(point.text, next.text);

const withFinishedLines = (points: CoursePoint[]): CoursePoint[] =>
  points.flatMap((point, i) => {
    if (i > 0 && finishes(points[i - 1]!, point)) return [];
    const next = points[i + 1];
    return finishes(point, next) ? [{ ...point, text: `${point.text.trim()} ${next.text.trim()}` }] : [point];
  });

/** The OCR'd slides without the sentences OCR cut short, each marked for review; a slide of nothing else keeps them. */
export const withoutCutSentences = (slides: SlideModel[], language: string): SlideModel[] =>
  language !== 'en' ? slides : slides.map((slide) => {
    if (slide.source !== 'ocr') return slide;
    const finished = withFinishedLines(slide.points);
    const points = finished.filter((point, i) => !isCutSentence(point, finished[i + 1]));
    if (points.length === finished.length || !points.some(isPlainPoint)) {
      return finished.length === slide.points.length ? slide : { ...slide, points: finished };
    }
    const review = slide.review ?? [];
    const marked = review.some((r) => r.code === cutSentencesLeftOut.code);
    return { ...slide, points, review: marked ? review : [...review, cutSentencesLeftOut] };
  });
