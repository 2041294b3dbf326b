import type { CourseModel } from '@complyra/core';
import type { DeckSlideText } from '../ports/deck-reader.ts';
import type { NarrationRequest, PointOfContact } from '../ports/language-engine.ts';
import { narrateSlide } from './builtin-narrator.ts';
import { buildCourseModel } from './build-course-model.ts';
import {
  checkContactOnce,
  checkNarration,
  checkOpenings,
  checkRepeatedNotes,
  type NarrationCheckReport,
  type NarrationCheckResult,
} from './narration-checks.ts';

export interface CourseDetails {
  courseTitle: string;
  courseDescription: string;
  learningObjectives: string[];
  organizationName: string | null;
  pointsOfContact: PointOfContact[];
}

export interface SlideReview {
  slide: DeckSlideText;
  narration: string;
  report: NarrationCheckReport;
}

/** What a narration may mention besides its own slide: course fields, organization details, the deck's titles. */
export function narrationContext(details: CourseDetails, course: CourseModel): string {
  return [
    details.courseTitle,
    details.courseDescription,
    ...details.learningObjectives,
    details.organizationName ?? '',
    ...details.pointsOfContact.flatMap((c) => [c.name, c.role, c.contact]),
    ...course.slides.map((s) => s.title),
  ].join('\n');
}

export interface ReviewOptions {
  /** The course model when the caller built it already (with the course's language setting). */
  course?: CourseModel;
  /** Per slide number, the words its rendered picture shows (OCR): measured by the 'shown-coverage' check. */
  shown?: Map<number, string>;
}

export interface DeckReview {
  course: CourseModel;
  slides: SlideReview[];
  contact: NarrationCheckResult;
  openings: NarrationCheckResult;
  /** No slide says another slide's notes (repeated-notes.ts). */
  notes: NarrationCheckResult;
}

/** Narrates a deck with the built-in narrator and checks every slide (the check:narration command and corpus tests). */
export function reviewDeckNarration(
  slides: DeckSlideText[],
  details: CourseDetails,
  options: ReviewOptions = {},
): DeckReview {
  const course = options.course ?? buildCourseModel(slides);
  const context = narrationContext(details, course);
  const reviews = slides.map((slide, i) => {
    const neighbours = { previous: slides[i - 1] ?? null, next: slides[i + 1] ?? null };
    const request: NarrationRequest = { ...details, slide, ...neighbours, totalSlides: slides.length, course };
    const narration = narrateSlide(request);
    const shown = options.shown?.get(slide.number);
    const report = checkNarration({ narration, slide: course.slides[i]!, language: course.language, context, written: 'built-in', shown });
    return { slide, narration, report };
  });
  return {
    course,
    slides: reviews,
    contact: checkContactOnce(reviews.map((r) => r.narration), details.pointsOfContact[0]),
    openings: checkOpenings(reviews.map((r) => ({ number: r.slide.number, narration: r.narration }))),
    notes: checkRepeatedNotes(
      reviews.map((r, i) => {
        const model = course.slides[i]!;
        return { number: r.slide.number, narration: r.narration, notes: model.notes, shows: [model.title, ...model.points.map((p) => p.text)].join('\n') };
      }),
    ),
  };
}
