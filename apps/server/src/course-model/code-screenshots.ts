import { type CoursePoint, type SlideModel, isCodeDescription } from '@complyra/core';

// A slide that is a picture of code beside the document it encodes (XML next to the prose of a standard)
// is read by OCR as the code and as fragments of both columns: "<prop number", "Procedure to th he access
// and Reviews sad updates …". The model tells the code ("The slide shows an example in XML"); the other
// lines are bits of a screenshot, not points a teacher reads out. When the speaker's notes say what the
// screenshot shows, they and the code's description are the slide's narration.

/** The points to say of a slide: on an OCR-read screenshot of code that notes explain, only the code's description. */
export function pointsBesideScreenshot(slide: SlideModel, points: CoursePoint[], hasNotes: boolean): CoursePoint[] {
  if (slide.source !== 'ocr' || !hasNotes || !points.some(isCodeDescription)) return points;
  return points.filter(isCodeDescription);
}
