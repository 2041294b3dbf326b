import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInBackground } from './background-priority.ts';
import { processorSeconds } from './processor-time.ts';

/** What a worker process answers: `ready` once at start, then one reply per request id (or a notice without one). */
export interface WorkerMessage {
  id?: number;
  ready?: boolean;
  error?: string;
}

/**
 * Bounds of a worker that runs untrusted input (a deck): past one the process is killed, the request fails with
 * that bound's error, and the worker is done.
 */
export interface WorkerLimits {
  /** Resident memory the process may use (JavaScript heap, inflated streams, canvases). */
  memoryMb: number;
  /** Processor time one request may use (not the wall clock: a busy machine makes it slower, never refused). */
  seconds: number;
  /** Wall-clock time after which a request that does not answer is taken as hung. */
  hungAfterMs: number;
  tooMuchMemory: () => Error;
  tooSlow: () => Error;
  hung: () => Error;
}

export interface ChildWorkerOptions<Reply extends WorkerMessage> {
  /** What the worker is called in errors ("speech engine"). */
  describe: string;
  /** The worker's own arguments (its process.argv from index 2). */
  args?: string[];
  /**
   * Packages the start shim loads natively before the TypeScript loader (from the sources only): through tsx
   * every start would transform them again.
   */
  preload?: string[];
  limits?: WorkerLimits;
  /** Runs at the server's own priority: for work a start waits on (the server's requests are not running yet). */
  foreground?: boolean;
  /** An idle worker does not keep the server's process alive (a request's hang backstop does while it runs). */
  unref?: boolean;
  /** The error a failed request rejects with; by default "<describe> failed: <message>". */
  errorOf?: (reply: Reply) => Error;
}

/** Resident memory of a process in MB, from /proc (Linux); null where there is no /proc. */
function residentMb(pid: number): number | null {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return (pages * 4096) / (1024 * 1024);
  } catch {
    return null;
  }
}

interface PendingRequest<Reply> {
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
  /** The process's processor time (s) when the request was sent; null where /proc cannot tell. */
  processorAtStart: number | null;
  sentAt: number;
}

/**
 * A helper process for CPU-heavy work the server's event loop must not do (speech, language analysis, decks),
 * one request at a time per process, at a lower CPU priority than the server, optionally bounded in memory and
 * processor time. It runs `<name>.js` beside the compiled bundle; from the sources, `worker-start.mjs` (beside
 * this file), which registers the TypeScript loader and then imports `<name>.ts`.
 */
export class ChildWorker<Request extends object, Reply extends WorkerMessage> {
  private readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  private readonly pending = new Map<number, PendingRequest<Reply>>();
  private nextId = 1;
  /** Why we stopped the process, told to whoever waits. */
  private stopReason: Error | null = null;
  exited = false;
  /** Settles when the process has exited, for whatever reason. */
  readonly whenExited: Promise<void>;
  /** Messages that are neither the ready signal nor a reply (a worker's warnings). */
  onNotice?: (message: Reply) => void;

  /** `moduleUrl`: import.meta.url of the module beside the worker; `name`: the worker file without extension. */
  constructor(moduleUrl: string, name: string, private readonly options: ChildWorkerOptions<Reply>) {
    const { describe, args = [], limits } = options;
    const fromSources = moduleUrl.endsWith('.ts');
    const worker = new URL(`./${name}${fromSources ? '.ts' : '.js'}`, moduleUrl);
    const script = fromSources ? fileURLToPath(new URL('./worker-start.mjs', import.meta.url)) : fileURLToPath(worker);
    const scriptArgs = fromSources ? [worker.href, (options.preload ?? []).join(','), ...args] : args;
    // execArgv keeps the parent's loaders and inspector flags away from the worker; a bounded heap is a first
    // line, the resident-memory watch below the real one.
    const execArgv = limits ? [`--max-old-space-size=${Math.max(64, Math.floor(limits.memoryMb * 0.75))}`] : [];
    this.child = fork(script, scriptArgs, { serialization: 'advanced', execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    // Programs it starts inherit the lower priority.
    if (!options.foreground) runInBackground(this.child.pid);
    if (options.unref) {
      this.child.unref();
      this.child.channel?.unref();
    }
    let stderr = '';
    this.child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const watch = limits ? this.watchLimits(limits) : null;
    this.whenExited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (message: Reply) => {
        if (message.ready) return resolve();
        const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
        if (message.id === undefined) return this.onNotice?.(message);
        if (!waiting) return;
        this.pending.delete(message.id);
        if (message.error === undefined) waiting.resolve(message);
        else waiting.reject(options.errorOf?.(message) ?? new Error(`${describe} failed: ${message.error}`));
      });
      this.child.on('exit', (code, signal) => {
        this.exited = true;
        if (watch) clearInterval(watch);
        const heapExhausted = limits && /heap out of memory|Allocation failed/i.test(stderr);
        const error =
          this.stopReason ??
          (heapExhausted ? limits.tooMuchMemory() : new Error(`The ${describe} stopped (${signal ?? `exit code ${code}`}). ${stderr.trim()}`.trim()));
        reject(error);
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      });
    });
    this.ready.catch(() => {});
  }

  /**
   * Inflated streams and canvases live outside the JavaScript heap: watch the whole process, its memory and
   * the processor time each request has used.
   */
  private watchLimits(limits: WorkerLimits) {
    const watch = setInterval(() => {
      const used = this.child.pid ? residentMb(this.child.pid) : null;
      if (used !== null && used > limits.memoryMb) this.stop(limits.tooMuchMemory());
      if (this.pending.size > 0) this.checkTime(limits);
    }, 100);
    watch.unref();
    return watch;
  }

  /** The processor time this process has used, in seconds (null where /proc cannot tell). */
  private processor(): number | null {
    return this.child.pid ? processorSeconds(this.child.pid) : null;
  }

  /** Stops the process when a request has used more processor time than the limit. */
  private checkTime(limits: WorkerLimits) {
    const processor = this.processor();
    const now = performance.now();
    for (const request of this.pending.values()) {
      // Without /proc the wall clock is all there is to go by.
      const known = processor !== null && request.processorAtStart !== null;
      const used = known ? processor - request.processorAtStart! : (now - request.sentAt) / 1000;
      if (used > limits.seconds) return this.stop(limits.tooSlow());
    }
  }

  async ask<R extends Reply = Reply>(request: Request): Promise<R> {
    await this.ready;
    const id = this.nextId++;
    const limits = this.options.limits;
    return new Promise<R>((resolve, reject) => {
      // Only against a request that hangs without working: a slow one is stopped by its processor time.
      const backstop = limits ? setTimeout(() => this.stop(limits.hung()), limits.hungAfterMs) : undefined;
      this.pending.set(id, {
        resolve: (reply) => {
          clearTimeout(backstop);
          resolve(reply as R);
        },
        reject: (error) => {
          clearTimeout(backstop);
          reject(error);
        },
        processorAtStart: limits ? this.processor() : null,
        sentAt: performance.now(),
      });
      this.child.send({ ...request, id });
    });
  }

  get alive() {
    return this.child.exitCode === null && this.child.signalCode === null && !this.stopReason;
  }

  /** Kills the process now; whoever waits gets `reason` (or the stop as it happened). */
  stop(reason: Error | null = null) {
    this.stopReason ??= reason;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  close() {
    if (!this.exited) this.child.kill();
  }
}

/**
 * The worker side: answers each request with `handle`'s result (or its error, with `errorFields` of it), and
 * leaves with the server.
 */
export function serveRequests<Request extends { id: number }>(
  handle: (request: Request) => Promise<object>,
  errorFields: (error: unknown) => object = () => ({}),
) {
  const send = (reply: object) => process.send?.(reply);
  process.on('message', (request: Request) => {
    handle(request).then(
      (reply) => send({ ...reply, id: request.id }),
      (error: unknown) => send({ ...errorFields(error), id: request.id, error: String((error as Error)?.message ?? error) }),
    );
  });
  send({ ready: true });
  // The server going away closes the IPC channel.
  process.on('disconnect', () => process.exit(0));
}
