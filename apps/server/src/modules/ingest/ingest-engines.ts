// What the course pipeline needs from the outside world, in one place: reading decks, writing
// explanations, speaking them. server.ts builds the real engines from the settings; the pipeline only
// sees this shape, so a test or another engine can stand in without the pipeline changing.

export type DeckType = 'pdf' | 'pptx';
export type SlideRendering = 'pdf' | 'libreoffice' | 'extracted-content';

export interface DeckSlideText {
  number: number;
  title: string;
  text: string;
  notes: string;
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
}

export interface SpokenText {
  audio: Buffer;
  mimeType: 'audio/mpeg';
  durationSeconds: number;
  cues: { start: number; end: number; text: string }[];
}

export interface IngestEngines {
  detectDeckType(head: Buffer): DeckType | null;
  /** Opens the deck just far enough to know it is readable; throws a deck error naming the problem. */
  inspectDeck(file: Buffer, type: DeckType): Promise<{ slideCount: number }>;
  openDeck(file: Buffer, type: DeckType, options: { workDir: string }): Promise<OpenedDeck>;
  /** Errors whose message names a problem with the file itself: the course fails at once, no retry. */
  isDeckError(error: unknown): error is Error;
  narrateSlide(request: NarrationRequest): Promise<string>;
  speak(text: string): Promise<SpokenText>;
  toWebVtt(cues: SpokenText['cues']): string;
  /** How many slides may be spoken at once (speech workers). */
  speechConcurrency: number;
}
