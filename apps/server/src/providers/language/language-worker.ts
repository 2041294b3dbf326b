// The built-in language work that takes real CPU (the course model of a whole deck, each slide's
// narration; both run compromise's grammar over every line) in its own process, so a deck being made
// never stalls the server's requests. Started by language-process.ts.
import type { CourseModel } from '@complyra/core';
import { buildCourseModel } from '../../course-model/build-course-model.ts';
import { serveRequests, type WorkerMessage } from '../../lib/child-worker.ts';
import type { DeckSlideText } from '../../ports/deck-reader.ts';
import type { NarrationRequest } from '../../ports/language-engine.ts';
import { narrateSlide } from '../../course-model/builtin-narrator.ts';

export type LanguageRequest =
  | { id: number; kind: 'model'; slides: DeckSlideText[]; language?: string }
  | { id: number; kind: 'narrate'; request: NarrationRequest };

export interface LanguageReply extends WorkerMessage {
  model?: CourseModel;
  narration?: string;
}

serveRequests<LanguageRequest>(async (request) =>
  request.kind === 'model'
    ? { model: buildCourseModel(request.slides, request.language) }
    : { narration: narrateSlide(request.request) },
);
