import type { CourseModel, SlideModel } from '@complyra/core';
import { slideWords } from './course-facts.ts';
import { contentWords } from './question-checks.ts';

// "What does the course tell you to do about X?" offers advice from other slides as wrong choices. Such advice is
// wrong for X only when it is about another topic: "Try to always write your commit message in an imperative way"
// is right for an exercise that commits, and "go to git-scm.com/downloads" (the next slide) is right for "Install and
// Configure Git". Advice from a neighbouring slide, or sharing a topic word with X's slide, is not offered.

/** Words that say nothing of a topic: the course's own subject (on many slides) and common function words. */
const functionWords = new Set(['with', 'your', 'them', 'this', 'that', 'these', 'those', 'from', 'have', 'will', 'into',
  'when', 'what', 'then', 'they', 'their', 'there', 'about', 'each', 'also', 'more', 'some', 'only', 'other', 'than',
  'make', 'sure', 'always', 'never', 'should', 'must', 'been', 'were', 'does', 'done', 'very', 'just', 'like']);

/** Slides apart under which two slides are taken to share a topic (a step-by-step exercise and its how-to). */
const neighbourhood = 2;

/** Content words on at least half of the course's slides (and on three or more): the course's subject. */
export function courseWideWords(model: CourseModel): Set<string> {
  const slidesWith = new Map<string, number>();
  for (const slide of model.slides) {
    for (const word of new Set(contentWords(slideWords(slide)))) slidesWith.set(word, (slidesWith.get(word) ?? 0) + 1);
  }
  const least = Math.max(3, model.slides.length / 2);
  return new Set([...slidesWith].filter(([, n]) => n >= least).map(([word]) => word));
}

/** The words of a slide that name its topic: its content words less the course's subject and function words. */
export const topicWords = (slide: SlideModel, wide: Set<string>): Set<string> =>
  new Set(contentWords(slideWords(slide)).filter((w) => !wide.has(w) && !functionWords.has(w)));

/** Whether advice said on `adviceSlide` may also be right for "what to do about" the slide `slideNumber` of `topic`. */
export function adviceSharesTopic(
  advice: string,
  adviceSlide: number | undefined,
  slideNumber: number,
  topic: Set<string>,
): boolean {
  if (adviceSlide !== undefined && Math.abs(adviceSlide - slideNumber) <= neighbourhood) return true;
  return contentWords(advice).some((w) => topic.has(w));
}
