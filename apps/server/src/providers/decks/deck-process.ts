import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DeckSlideText, DeckType, OpenedDeck, RenderedSlide, SlideRendering } from '../../ports/deck-reader.ts';
import type { DeckReply, DeckRequest } from './deck-child.ts';

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
import { runInBackground } from '../../lib/background-priority.ts';
import { DeckError } from './deck-error.ts';
import { wallClockBackstop } from './converter-sandbox.ts';
import { processorSeconds } from './processor-time.ts';

// Decks are read in a child process with a memory limit and a limit of processor time: a PDF whose page
// content inflates to a gigabyte, or a page shaped to need a huge canvas, costs that child, never the
// server's memory or its event loop. Past a limit the child is killed and the deck fails with a message
// naming the problem. The time limit counts the processor time the child uses, not the wall clock: on a
// busy machine a deck is slower, never refused. Only a request that hangs without working meets the wall
// clock, at ten times the limit.

const fromSources = import.meta.url.endsWith('.ts');
const childScript = fileURLToPath(new URL(fromSources ? './deck-child-start.mjs' : './deck-child.js', import.meta.url));

export interface DeckLimits {
  /** Resident memory the deck process may use (JavaScript heap, inflated streams, canvases). */
  memoryMb: number;
  /** Processor time opening a deck (all its text) or drawing one slide may use. */
  seconds: number;
}

export const defaultDeckLimits: DeckLimits = { memoryMb: 768, seconds: 120 };

/** Resident memory of a process in MB, from /proc (Linux); null where there is no /proc. */
function residentMb(pid: number): number | null {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return (pages * 4096) / (1024 * 1024);
  } catch {
    return null;
  }
}

interface PendingRequest {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** The process's processor time (s) when the request was sent; null where /proc cannot tell. */
  processorAtStart: number | null;
  sentAt: number;
}

class DeckProcess {
  private readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  /** Settles when the process has exited, for whatever reason. */
  readonly exited: Promise<void>;
  private readonly pending = new Map<number, PendingRequest>();
  private nextId = 1;
  /** Why this process was stopped by us, told to whoever waits. */
  private stopReason: Error | null = null;
  private readonly watch: NodeJS.Timeout;

  onWarning?: (message: string) => void;

  constructor(private readonly limits: DeckLimits) {
    const heapMb = Math.max(64, Math.floor(limits.memoryMb * 0.75));
    this.child = fork(childScript, [], {
      serialization: 'advanced',
      // A bounded heap as a first line, the resident-memory watch below as the real one.
      execArgv: [`--max-old-space-size=${heapMb}`],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    runInBackground(this.child.pid);
    // An idle reader never keeps the server's process alive; a request's wall-clock backstop does while it runs.
    this.child.unref();
    this.child.channel?.unref();
    let stderr = '';
    this.child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    // Inflated streams and canvases live outside the JavaScript heap: watch the whole process, its memory
    // and the processor time each request has used.
    this.watch = setInterval(() => {
      const used = this.child.pid ? residentMb(this.child.pid) : null;
      if (used !== null && used > limits.memoryMb) this.stop(tooMuchMemory(limits));
      if (this.pending.size > 0) this.checkTime();
    }, 100);
    this.watch.unref();
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (message: DeckReply) => {
        if ('ready' in message) return resolve();
        if ('warning' in message) return this.onWarning?.(message.warning);
        const waiting = this.pending.get(message.id);
        if (!waiting) return;
        this.pending.delete(message.id);
        if (message.ok) waiting.resolve(message.value);
        else waiting.reject(message.deckError ? new DeckError(message.message) : new Error(message.message));
      });
      this.child.on('exit', (code, signal) => {
        clearInterval(this.watch);
        const heapExhausted = /heap out of memory|Allocation failed/i.test(stderr);
        const error =
          this.stopReason ??
          (heapExhausted ? tooMuchMemory(limits) : new Error(`The deck reader stopped (${signal ?? `exit code ${code}`}). ${stderr.trim()}`.trim()));
        reject(error);
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      });
    });
    this.ready.catch(() => {});
  }

  /** The processor time this process has used, in seconds (null where /proc cannot tell). */
  private processor(): number | null {
    return this.child.pid ? processorSeconds(this.child.pid) : null;
  }

  /** Stops the process when a request has used more processor time than the limit. */
  private checkTime() {
    const processor = this.processor();
    const now = performance.now();
    for (const request of this.pending.values()) {
      // Without /proc the wall clock is all there is to go by.
      const known = processor !== null && request.processorAtStart !== null;
      const used = known ? processor - request.processorAtStart! : (now - request.sentAt) / 1000;
      if (used > this.limits.seconds) return this.stop(tooSlow(this.limits));
    }
  }

  async ask<T>(request: DistributiveOmit<DeckRequest, 'id'>): Promise<T> {
    await this.ready;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      // Only against a request that hangs without working: a slow one is stopped by its processor time.
      const backstop = setTimeout(() => this.stop(hung(this.limits)), wallClockBackstop(this.limits.seconds));
      const settle = () => clearTimeout(backstop);
      this.pending.set(id, {
        resolve: (value) => {
          settle();
          resolve(value as T);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
        processorAtStart: this.processor(),
        sentAt: performance.now(),
      });
      this.child.send({ ...request, id } as DeckRequest);
    });
  }

  get alive() {
    return this.child.exitCode === null && this.child.signalCode === null && !this.stopReason;
  }

  stop(reason: Error | null = null) {
    this.stopReason ??= reason;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

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
    return new DeckProcess(this.limits);
  }

  /** The spare (or a new process when there is none); the next spare starts once this one has stopped. */
  private take(onWarning?: (message: string) => void): DeckProcess {
    if (this.closed) throw new Error('The deck reader is shut down.');
    const reader = this.spare?.alive ? this.spare : this.startProcess();
    this.spare = null;
    reader.onWarning = onWarning;
    void reader.exited.then(() => {
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
    kept.reader.onWarning = onWarning;
    return kept.reader;
  }

  /** Checks that a deck opens and counts its slides; `storedAs` keeps the process for opening that file. */
  async inspect(file: Buffer, type: DeckType, storedAs?: string): Promise<{ slideCount: number }> {
    const reader = this.take();
    try {
      const inspected = await reader.ask<{ slideCount: number }>({ op: 'inspect', file, type, keep: Boolean(storedAs) });
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
      return inspected;
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
    let opened: { slideCount: number; rendering: SlideRendering; slides: DeckSlideText[] };
    try {
      // OCR gets most of the time limit; the rest is left to read the pages' text layers.
      const ocrSeconds = this.limits.seconds * 0.75;
      opened = await reader.ask({
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
        const image = await reader.ask<RenderedSlide & { rendering: SlideRendering }>({ op: 'render', number });
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
