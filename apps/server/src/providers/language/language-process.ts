import type { CourseModel } from '@complyra/core';
import { ChildWorker } from '../../lib/child-worker.ts';
import type { DeckSlideText } from '../../ports/deck-reader.ts';
import type { NarrationRequest } from '../../ports/language-engine.ts';
import type { LanguageReply, LanguageRequest } from './language-worker.ts';

const warmUpSlide: DeckSlideText = { number: 1, title: 'Welcome', text: 'Report a lost badge at once.', notes: '' };

type Request = LanguageRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * The built-in language engine in its own process (language-worker.ts), started at first use (or warmUp) and
 * again after a crash; its requests wait their turn there, off the server's event loop.
 */
export function createLanguageProcess() {
  let worker: ChildWorker<Request, LanguageReply> | null = null;
  const current = () => {
    if (!worker || worker.exited) worker = new ChildWorker<Request, LanguageReply>(import.meta.url, 'language-worker', { describe: 'language engine' });
    return worker;
  };
  return {
    /**
     * Starts the process and has it build the model of a one-line deck: what the first real model needs
     * loaded (the grammar, the dictionaries) is then ready when the deck has been read.
     */
    warmUp() {
      if (worker && !worker.exited) return;
      void current().ask({ kind: 'model', slides: [warmUpSlide] }).catch(() => {});
    },
    async buildCourseModel(slides: DeckSlideText[], language?: string): Promise<CourseModel> {
      const { model } = await current().ask({ kind: 'model', slides, language });
      if (!model) throw new Error('The language engine answered no course model.');
      return model;
    },
    async narrate(request: NarrationRequest): Promise<string> {
      const { narration } = await current().ask({ kind: 'narrate', request });
      if (narration === undefined) throw new Error('The language engine answered no narration.');
      return narration;
    },
    close() {
      worker?.close();
    },
  };
}
