import type { CoursePoint, SlideModel } from '@complyra/core';
import { heardAs, sameTitleAs } from './build-up-slides.ts';

// A quiz slide is often copied to reveal its answer: the copy marks the right choice (a highlight) and both
// keep the same notes, which explain the answer. A teacher asks the question on the first slide, then gives
// the answer and its explanation on the copy, instead of explaining before asking and calling the copy "the
// next step of the same picture".

/** The points the slide marks that the same-titled slide just before showed unmarked: the answer revealed. */
export function revealedAnswers(slide: SlideModel, before: SlideModel | undefined): CoursePoint[] {
  if (!before || !sameTitleAs(slide, before) || before.number !== slide.number - 1) return [];
  // Only a question has an answer: a point highlighted on a copy of any other slide is stressed, not revealed.
  if (![before.title, ...before.points.map((p) => p.text)].some((text) => /\?\s*$/.test(text.trim()))) return [];
  const unmarkedBefore = new Set(before.points.filter((p) => !p.marked).map((p) => heardAs(p.text)));
  return slide.points.filter((p) => p.marked && unmarkedBefore.has(heardAs(p.text)));
}

/** Whether the slide after this one reveals this slide's answer. */
export const answerComesNext = (slides: SlideModel[], slide: SlideModel): boolean => {
  const next = slides.find((s) => s.number === slide.number + 1);
  return next !== undefined && revealedAnswers(next, slide).length > 0;
};

/**
 * The slides with a question's notes moved to the slide that reveals its answer: the copy holds the same
 * notes, and an earlier slide's note lines are not said again (build-up-slides.ts ownNotes).
 */
export const withNotesOnTheAnswer = (slides: SlideModel[]): SlideModel[] =>
  slides.map((slide, i) => {
    const next = slides[i + 1];
    const sameNotes = next !== undefined && heardAs(next.notes) === heardAs(slide.notes);
    return sameNotes && next && revealedAnswers(next, slide).length > 0 ? { ...slide, notes: '' } : slide;
  });

const asks = (point: CoursePoint) => /\?\s*$/.test(point.text.trim());

/**
 * The choices a quiz slide shows that are not its answer: every choice of a question whose next slide reveals
 * the answer, and the choices the revealing copy leaves unmarked. They are not statements of the course: the
 * course helper never quotes one as if the course said it ("El modelo tiene una precisión del 95%").
 */
export function wrongChoicesShown(slides: SlideModel[], slide: SlideModel): Set<CoursePoint> {
  const before = slides.find((s) => s.number === slide.number - 1);
  if (revealedAnswers(slide, before).length > 0) return new Set(slide.points.filter((p) => !p.marked && !asks(p)));
  if (answerComesNext(slides, slide)) return new Set(slide.points.filter((p) => !asks(p)));
  return new Set();
}
