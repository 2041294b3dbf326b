import type { DeckSlideText } from '../ports/deck-reader.ts';
import { buildCourseModel } from '../course-model/build-course-model.ts';
import { narrateSlide } from '../course-model/builtin-narrator.ts';

/**
 * One slide's model and the built-in narrator's words for it, in an English course of `deck` (the slide
 * alone unless given), as the pipeline narrates it: no organization, no neighbours, a 20-slide course.
 */
export function narrateOneSlide(slide: DeckSlideText, deck: DeckSlideText[] = [slide], courseTitle = 'Secure Work') {
  const course = buildCourseModel(deck, 'en');
  const model = course.slides.find((s) => s.number === slide.number)!;
  const narration = narrateSlide({
    courseTitle,
    courseDescription: '',
    learningObjectives: [],
    organizationName: null,
    pointsOfContact: [],
    slide,
    previous: null,
    next: null,
    totalSlides: 20,
    course,
  });
  return { model, narration };
}
