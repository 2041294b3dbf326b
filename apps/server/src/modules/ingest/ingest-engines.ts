import type { CourseModel } from '@complyra/core';

// What the course pipeline needs from the outside world, in one place: reading decks, writing
// explanations, speaking them. server.ts builds the real engines from the settings; the pipeline only
// sees this shape, so a test or another engine can stand in without the pipeline changing.

export type DeckType = 'pdf' | 'pptx';
export type SlideRendering = 'pdf' | 'libreoffice' | 'extracted-content';

/** One line of a slide as the reader understood it: a bullet at its level, or a table row of cells. */
export interface DeckLine {
  text: string;
  /** Bullet level: 0 top-level, 1 sub-point, … */
  level: number;
  /** A table row: its cells in order (the text joins them without pipes). */
  cells?: string[];
  /** A label placed in a diagram (SmartArt, a free-standing text box), not a bullet of a text body. */
  label?: boolean;
}

export interface DeckSlideText {
  number: number;
  title: string;
  /** The slide's lines joined by newlines (what is stored and shown). */
  text: string;
  notes: string;
  /** The same lines with their levels and table cells, when the reader knows them. */
  lines?: DeckLine[];
  /** 'ocr' when the words were read from the slide's pixels. */
  source?: 'text' | 'ocr';
}

export interface RenderedSlide {
  image: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

export interface OpenedDeck {
  readonly slideCount: number;
  readonly rendering: SlideRendering;
  slides(): DeckSlideText[];
  renderSlide(number: number): Promise<RenderedSlide>;
  close(): Promise<void>;
}

export interface PointOfContact {
  role: string;
  name: string;
  contact: string;
}

export interface NarrationRequest {
  courseTitle: string;
  courseDescription: string;
  learningObjectives: string[];
  organizationName: string | null;
  pointsOfContact: PointOfContact[];
  slide: DeckSlideText;
  previous: DeckSlideText | null;
  next: DeckSlideText | null;
  totalSlides: number;
  /** The course model (built at ingest): the narrator speaks it, and decides course-wide things from it. */
  course?: CourseModel;
}

export interface SpokenText {
  audio: Buffer;
  mimeType: 'audio/mpeg';
  durationSeconds: number;
  cues: { start: number; end: number; text: string }[];
}

export interface IngestEngines {
  detectDeckType(head: Buffer): DeckType | null;
  /**
   * Opens the deck just far enough to know it is readable; throws a deck error naming the problem.
   * `storedAs`: the key the file is stored under; opening that key soon after may reuse what inspected it.
   */
  inspectDeck(file: Buffer, type: DeckType, options?: { storedAs?: string }): Promise<{ slideCount: number }>;
  /**
   * `language`: the course's set language (OCR reads in it), or null when it is detected from the deck.
   * `storedAs`: the file's storage key, as given when it was inspected. `file` reads the deck's bytes; it is
   * not called when the process that inspected the stored file still holds it.
   */
  openDeck(
    file: () => Promise<Buffer>,
    type: DeckType,
    options: { workDir: string; language?: string | null; storedAs?: string },
  ): Promise<OpenedDeck>;
  /** Errors whose message names a problem with the file itself: the course fails at once, no retry. */
  isDeckError(error: unknown): error is Error;
  /** The course model of a whole deck (built once per uploaded file); `language` when the course form set one. */
  buildCourseModel(slides: DeckSlideText[], language?: string): Promise<CourseModel>;
  /** A checked narration and the engine that wrote it. */
  narrateSlide(request: NarrationRequest): Promise<{ text: string; engine: string }>;
  speak(text: string, language?: string): Promise<SpokenText>;
  toWebVtt(cues: SpokenText['cues']): string;
  /** How many slides may be spoken at once (speech workers). */
  speechConcurrency: number;
}
