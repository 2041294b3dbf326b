import type { DeckSlideText, DeckType, OpenedDeck, RenderedSlide, SlideRendering } from '../../ports/deck-reader.ts';
import { ChildWorker } from '../../lib/child-worker.ts';
import type { DeckReply, DeckRequest } from './deck-child.ts';
import { DeckError } from './deck-error.ts';
import { wallClockBackstop } from './converter-sandbox.ts';

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

// Decks are read in a child process with a memory limit and a limit of processor time: a PDF whose page
// content inflates to a gigabyte, or a page shaped to need a huge canvas, costs that child, never the
// server's memory or its event loop. Past a limit the child is killed and the deck fails with a message
// naming the problem. The time limit counts the processor time the child uses, not the wall clock: on a
// busy machine a deck is slower, never refused. Only a request that hangs without working meets the wall
// clock, at ten times the limit. ChildWorker keeps those bounds; this file keeps the pool.

export interface DeckLimits {
  /** Resident memory the deck process may use (JavaScript heap, inflated streams, canvases). */
  memoryMb: number;
  /** Processor time opening a deck (all its text) or drawing one slide may use. */
  seconds: number;
}

export const defaultDeckLimits: DeckLimits = { memoryMb: 768, seconds: 120 };

/** OCR requests after the opening one: enough for pages of ten a request on average, at least one more. */
const maxOcrRequests = (pages: number) => Math.ceil(pages / 10) + 1;
type DeckOcrRequest = Extract<DistributiveOmit<DeckRequest, 'id'>, { op: 'ocr' | 'ocr-stop' }>;

const tooMuchMemory = (limits: DeckLimits) =>
  new DeckError(
    `The deck needs more than ${limits.memoryMb} MB of memory to read: a page's content is too large (often a compressed stream that unpacks to a huge size). Simplify the file or export it again.`,
  );
const tooSlow = (limits: DeckLimits) =>
  new DeckError(
    `Reading the deck took more than ${limits.seconds} seconds of processor time: its pages are too complex. Simplify the file or split it.`,
  );
/** Not the file's fault as far as anyone can tell: the job tries again. */
const hung = (limits: DeckLimits) =>
  new Error(`The deck reader stopped answering: no reply within ${wallClockBackstop(limits.seconds) / 1000} seconds.`);

type DeckProcess = ChildWorker<DistributiveOmit<DeckRequest, 'id'>, DeckReply>;

/** One bounded deck process (deck-child.ts); it reads one deck and is then stopped. */
function startDeckProcess(limits: DeckLimits): DeckProcess {
  const reader: DeckProcess = new ChildWorker(import.meta.url, 'deck-child', {
    describe: 'deck reader',
    // pdf.js (2 MB of plain JavaScript) and the other engines: loaded natively, not through tsx, from the sources.
    preload: ['pdfjs-dist/legacy/build/pdf.mjs', 'jszip', 'fast-xml-parser', '@napi-rs/canvas'],
    limits: {
      ...limits,
      hungAfterMs: wallClockBackstop(limits.seconds),
      tooMuchMemory: () => tooMuchMemory(limits),
      tooSlow: () => tooSlow(limits),
      hung: () => hung(limits),
    },
    unref: true,
    // The deck's own problems keep their message, for the person who uploaded it.
    errorOf: (reply) => (reply.deckError ? new DeckError(reply.error) : new Error(reply.error)),
  });
  return reader;
}

/** Sends the deck process's warnings to `onWarning` (the course that reads the deck), or nowhere. */
function warnTo(reader: DeckProcess, onWarning: ((message: string) => void) | undefined) {
  reader.onNotice = (message) => {
    if (message.warning !== undefined) onWarning?.(message.warning);
  };
}

/** How long the process that inspected an upload waits for the course to open that file. */
const handOffSeconds = 60;

/**
 * Bounded deck processes, one per deck. Each process reads one deck and is then killed: nothing a deck did
 * survives it. One spare is kept started, so an upload does not wait for a process to load pdf.js (~0.5 s of
 * CPU). The process that inspected an upload keeps the file for the course to open (`storedAs`): one process
 * per upload, and the course neither reads the file back from storage nor sends it again. The next spare
 * starts when the process an upload took stops (a refused upload at once, an accepted one once its course
 * has read its deck), never while that course is being made: starting it costs as much CPU as a third of
 * a 9-slide course. An upload that finds no spare (another course is being made) starts its own process.
 */
export class DeckReaders {
  private spare: DeckProcess | null = null;
  private readonly handedOff = new Map<string, { reader: DeckProcess; timer: NodeJS.Timeout }>();
  private closed = false;
  /** Deck processes this pool has started, for whoever watches it (its tests). */
  processesStarted = 0;

  constructor(private readonly limits: DeckLimits = defaultDeckLimits) {}

  private startProcess(): DeckProcess {
    this.processesStarted++;
    return startDeckProcess(this.limits);
  }

  /** The spare (or a new process when there is none); the next spare starts once this one has stopped. */
  private take(onWarning?: (message: string) => void): DeckProcess {
    if (this.closed) throw new Error('The deck reader is shut down.');
    const reader = this.spare?.alive ? this.spare : this.startProcess();
    this.spare = null;
    warnTo(reader, onWarning);
    void reader.whenExited.then(() => {
      if (!this.closed && !this.spare?.alive) this.spare = this.startProcess();
    });
    return reader;
  }

  /** The process that inspected this stored file and keeps it, if it still waits for it. */
  private takeKept(storedAs: string | undefined, onWarning?: (message: string) => void): DeckProcess | null {
    const kept = storedAs ? this.handedOff.get(storedAs) : undefined;
    if (!kept || !storedAs) return null;
    this.handedOff.delete(storedAs);
    clearTimeout(kept.timer);
    if (!kept.reader.alive) return null;
    warnTo(kept.reader, onWarning);
    return kept.reader;
  }

  /** Checks that a deck opens and counts its slides; `storedAs` keeps the process for opening that file. */
  async inspect(file: Buffer, type: DeckType, storedAs?: string): Promise<{ slideCount: number }> {
    const reader = this.take();
    try {
      const { slideCount } = await reader.ask<DeckReply & { slideCount: number }>({ op: 'inspect', file, type, keep: Boolean(storedAs) });
      // Kept for the course, unless the pool was shut down meanwhile.
      if (storedAs && !this.closed) {
        this.handedOff.get(storedAs)?.reader.stop();
        const timer = setTimeout(() => {
          this.handedOff.delete(storedAs);
          reader.stop();
        }, handOffSeconds * 1000);
        timer.unref();
        this.handedOff.set(storedAs, { reader, timer });
      } else reader.stop();
      return { slideCount };
    } catch (error) {
      reader.stop();
      throw error;
    }
  }

  /**
   * Opens a deck in its own process, which lives until the deck is closed. `file` is the deck's bytes or how
   * to read them: not read when the process that inspected the stored file (`storedAs`) kept it.
   */
  async open(
    file: Buffer | (() => Promise<Buffer>),
    type: DeckType,
    options: {
      workDir: string;
      soffice: string | null;
      pdftoppm?: string | null;
      language?: string | null;
      /** The file's storage key: the process that inspected it at upload opens it. */
      storedAs?: string;
      onWarning?: (message: string) => void;
    },
  ): Promise<OpenedDeck> {
    const kept = this.takeKept(options.storedAs, options.onWarning);
    const reader = kept ?? this.take(options.onWarning);
    let opened: { slideCount: number; rendering: SlideRendering; slides: DeckSlideText[]; ocrLeft?: number };
    try {
      // OCR gets most of the time limit; the rest is left to read the pages' text layers.
      const ocrSeconds = this.limits.seconds * 0.75;
      opened = await reader.ask<DeckReply & typeof opened>({
        op: 'open',
        // null: the file the process kept when it inspected it.
        file: kept ? null : typeof file === 'function' ? await file() : file,
        type,
        workDir: options.workDir,
        soffice: options.soffice,
        pdftoppm: options.pdftoppm ?? null,
        language: options.language ?? null,
        ocrSeconds,
        limits: this.limits,
      });
      // Pages OCR had no time for are read a request at a time, each within the limit: a long deck of pictures
      // of text is read whole, never cut short or refused. A request reads one page at least; a deck whose
      // pages take far more than a few seconds each is stopped, as a deck too complex to read.
      const pages = opened.slideCount;
      for (let asked = 0; (opened.ocrLeft ?? 0) > 0; asked++) {
        const request: DeckOcrRequest = asked < maxOcrRequests(pages) ? { op: 'ocr', ocrSeconds } : { op: 'ocr-stop' };
        const more = await reader.ask<DeckReply & { slides: DeckSlideText[]; ocrLeft: number }>(request);
        opened = { ...opened, slides: more.slides, ocrLeft: more.ocrLeft };
      }
    } catch (error) {
      reader.stop();
      throw error;
    }
    let rendering = opened.rendering;
    return {
      slideCount: opened.slideCount,
      get rendering() {
        return rendering;
      },
      slides: () => opened.slides,
      async renderSlide(number) {
        const image = await reader.ask<DeckReply & RenderedSlide & { rendering: SlideRendering }>({ op: 'render', number });
        rendering = image.rendering;
        return { image: Buffer.from(image.image), mimeType: image.mimeType, width: image.width, height: image.height };
      },
      close: async () => reader.stop(),
    };
  }

  close() {
    this.closed = true;
    this.spare?.stop();
    this.spare = null;
    for (const { reader, timer } of this.handedOff.values()) {
      clearTimeout(timer);
      reader.stop();
    }
    this.handedOff.clear();
  }
}
