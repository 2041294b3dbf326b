import { z } from 'zod';

/**
 * The course model: what a deck says, understood once at ingest and stored per slide. Narration, quiz
 * generation, chat retrieval and the explanation editor all read this; none of them re-parses raw text.
 */
export const coursePointKinds = ['instruction', 'term', 'figure', 'example', 'statement', 'question'] as const;
export type CoursePointKind = (typeof coursePointKinds)[number];

export const coursePointSchema = z.object({
  /** The point as a clean sentence or phrase, extraction artefacts removed. */
  text: z.string(),
  /** Bullet level: 0 for a top-level point, 1 for a sub-point, … */
  level: z.number().int().min(0).max(8),
  kind: z.enum(coursePointKinds),
  /** kind 'term': the term and its definition ("Phishing", "an e-mail that …"). */
  term: z.string().optional(),
  definition: z.string().optional(),
  /** kind 'figure': the figure as written ("70%") and what it measures. */
  figure: z.string().optional(),
  measures: z.string().optional(),
  /** A table row: its cells in order (text joins them with commas). */
  cells: z.array(z.string()).optional(),
  /** A label of a diagram (SmartArt, a text box drawn on the slide) rather than a bullet. */
  label: z.boolean().optional(),
  /**
   * kind 'example': the narrator's own description of a code block ("The slide shows the shell command git
   * init."), not words of the slide: narration says it, but the quiz never offers it and chat never quotes it.
   */
  code: z.boolean().optional(),
  /**
   * The block of the slide the point was read from (a column, a box, a table, a figure with its caption),
   * numbered in reading order. Points of different blocks are never joined into one sentence.
   */
  block: z.number().int().min(0).optional(),
  /**
   * The slide before showed this point under the same title (a drawing or list built up one element per
   * slide): narration said it there and does not say it again.
   */
  shownBefore: z.boolean().optional(),
  /** The author marked the point (a highlight): on a quiz slide copied to reveal its answer, the right choice. */
  marked: z.boolean().optional(),
});
export type CoursePoint = z.infer<typeof coursePointSchema>;

/** "For example, …" as a slide writes an example, in the languages the narrator speaks. */
export const writtenExampleStart =
  /^(e\.g\.|for example|for instance|example:|por ejemplo|ejemplo:|zum beispiel|z\. ?b\.|beispiel:|par exemple|exemple\s?:)\s*/i;

/**
 * Whether a point is a description of code the narrator wrote rather than the slide's words. Models stored
 * before the `code` flag mark one only as an example that does not open the way a slide writes one.
 */
export const isCodeDescription = (point: CoursePoint): boolean =>
  point.code === true || (point.kind === 'example' && !writtenExampleStart.test(point.text));

/**
 * Why a slide's narration may need a person: the built-in engines say where they were unsure. Shown in the
 * explanation editor as "Review" marks and counted on the course card; an admin's approved text clears them.
 */
export const reviewReasonCodes = [
  /** The words were read from the slide's pixels (OCR). */
  'ocr',
  /** OCR read the words with low confidence. */
  'low-confidence',
  /** Words that are in no dictionary and nowhere else in the deck were left out. */
  'unreadable-words',
  /** Much less is said than the slide shows. */
  'little-said',
  /** A code block was described, not read. */
  'code-skipped',
  /** A chart's numbers were not read out. */
  'chart-skipped',
  /** A diagram was said by its title and main labels, not label by label. */
  'diagram-summarized',
  /** OCR cut sentences short (before their object); they were left out. */
  'cut-sentences',
] as const;
export type ReviewReasonCode = (typeof reviewReasonCodes)[number];
export const reviewReasonSchema = z.object({
  code: z.enum(reviewReasonCodes),
  /** One plain sentence for the admin ("Read by OCR from the slide's picture."). */
  message: z.string(),
  /** 'unreadable-words': how many were left out. */
  count: z.number().int().min(0).optional(),
});
export type ReviewReason = z.infer<typeof reviewReasonSchema>;

/** What a slide is for: most slides carry content; some are only a title, a section break, a byline or a closing. */
export const slideRoles = ['content', 'title', 'section', 'byline', 'closing'] as const;
export type SlideRole = (typeof slideRoles)[number];

export const slideModelSchema = z.object({
  /** 1-based slide number. */
  number: z.number().int().min(1),
  /** '' when the slide is untitled. */
  title: z.string(),
  role: z.enum(slideRoles),
  points: z.array(coursePointSchema),
  /** Speaker notes in full ('' when none). */
  notes: z.string(),
  /** Where the words came from: the deck's text, or OCR of the slide's pixels. */
  source: z.enum(['text', 'ocr']),
  /** Why the reader was unsure of this slide (none when it read it cleanly); models stored before have none. */
  review: z.array(reviewReasonSchema).optional(),
  /** Lines the slide shows that are not said (what a terminal printed): the chat still finds the slide by them. */
  shown: z.array(z.string()).optional(),
});
export type SlideModel = z.infer<typeof slideModelSchema>;

export const glossaryEntrySchema = z.object({ term: z.string(), definition: z.string(), slide: z.number().int() });
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

export const courseFigureSchema = z.object({ figure: z.string(), measures: z.string(), slide: z.number().int() });
export type CourseFigure = z.infer<typeof courseFigureSchema>;

export const courseModelSchema = z.object({
  /** ISO 639-1 code of the course's language ('en', 'es', 'de', 'fr', 'he', …). */
  language: z.string(),
  slides: z.array(slideModelSchema),
  glossary: z.array(glossaryEntrySchema),
  figures: z.array(courseFigureSchema),
});
export type CourseModel = z.infer<typeof courseModelSchema>;

/** The course-wide parts (glossary, figures) follow from the slides; one rule derives them. */
export function assembleCourseModel(language: string, slides: SlideModel[]): CourseModel {
  const glossary: GlossaryEntry[] = [];
  const figures: CourseFigure[] = [];
  for (const slide of slides) {
    for (const point of slide.points) {
      if (point.kind === 'term' && point.term && point.definition) {
        glossary.push({ term: point.term, definition: point.definition, slide: slide.number });
      }
      if (point.kind === 'figure' && point.figure && point.measures) {
        figures.push({ figure: point.figure, measures: point.measures, slide: slide.number });
      }
    }
  }
  return { language, slides, glossary, figures };
}
