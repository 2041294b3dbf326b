import type { CourseModel } from '@complyra/core';
import type { DeckSlideText, DeckType, OpenedDeck } from './deck-reader.ts';
import type { LanguageProvider, NarrationRequest } from './language-engine.ts';
import type { EarlierRecording, Speech } from './speech-engine.ts';

// What the course pipeline needs from the outside world, in one place: reading decks, writing
// explanations, speaking them. server.ts builds the real engines from the settings; the pipeline only
// sees this shape, so a test or another engine can stand in without the pipeline changing.

/** Audio of one explanation with its subtitle cues. */
export type SpokenText = Speech;

export interface IngestEngines {
  /** The app's one language engine (narration here; app.ts hands it on to chat, quiz and the editor). */
  readonly language: LanguageProvider;
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
  /** As speak, keeping the opening sentences `earlier` already says (SpeechProvider.speakContinuing), where the engine can. */
  speakContinuing?(text: string, language: string | undefined, earlier: EarlierRecording): Promise<SpokenText>;
  /** The voice a course in `language` is spoken with, as people read it ("Flite rms", "eSpeak NG"). */
  voiceOf?(language?: string): string;
  toWebVtt(cues: SpokenText['cues']): string;
  /** How many slides may be spoken at once (speech workers). */
  speechConcurrency: number;
  /**
   * Starts the processes a course is made with (language, speech) as the course form opens and while an upload
   * is checked: the first course after a start does not wait for each of them in turn.
   */
  warmUp?(): void;
}
