import { type CoursePoint, type ReviewReason, type SlideModel, isCodeDescription } from '@complyra/core';

// A slide that is a picture of code beside the document it encodes (XML next to the prose of a standard)
// is read by OCR as the code and as fragments of both columns: "<prop number", "Procedure to th he access
// and Reviews sad updates …". The model tells the code ("The slide shows an example in XML"); the other
// lines are bits of a screenshot, not points a teacher reads out. When the speaker's notes say what the
// screenshot shows, they and the code's description are the slide's narration. So too when OCR could read
// so little of the picture that it left dozens of words out (the code lost with them: "2. cot.", "Make sure
// you access control policy …"), and its title is said only when the notes name it ("smog complies:").

/** OCR left this many words of a slide out as unreadable: what it kept are fragments of a picture of text. */
const fragmentsLeft = 20;

const unreadableLeftOut = (review: ReviewReason[] | undefined) => review?.find((r) => r.code === 'unreadable-words')?.count ?? 0;

/** Whether a slide is a screenshot its notes explain: read by OCR, notes given, code in it or most of it unreadable. */
export function isExplainedScreenshot(
  slide: Pick<SlideModel, 'source' | 'review'>,
  points: CoursePoint[],
  hasNotes: boolean,
): boolean {
  return slide.source === 'ocr' && hasNotes && (points.some(isCodeDescription) || unreadableLeftOut(slide.review) >= fragmentsLeft);
}

/** The points to say of a slide: on an OCR-read screenshot that notes explain, only the code's description. */
export function pointsBesideScreenshot(slide: SlideModel, points: CoursePoint[], hasNotes: boolean): CoursePoint[] {
  if (!isExplainedScreenshot(slide, points, hasNotes)) return points;
  return points.filter(isCodeDescription);
}

/** An OCR-read screenshot's title, kept only when the notes use each of its words. */
export function titleBesideScreenshot(title: string, notes: string): string {
  const said = notes.toLowerCase();
  const words = title.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  return words.every((word) => said.includes(word)) ? title : '';
}
