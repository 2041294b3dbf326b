import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runInBackground } from './background-priority.ts';

/** What a worker process answers: `ready` once at start, then one reply per request id. */
export interface WorkerMessage {
  id?: number;
  ready?: boolean;
  error?: string;
}

/**
 * A long-lived helper process for CPU-heavy work the server's event loop must not do (speech, language
 * analysis), one request at a time per process, at a lower CPU priority than the server. It runs `<name>.js`
 * beside the compiled bundle; from the sources, the `<name>-start.mjs` shim beside `<name>.ts`, which registers
 * the TypeScript loader first.
 */
export class ChildWorker<Request extends object, Reply extends WorkerMessage> {
  private readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  exited = false;

  /** `moduleUrl`: import.meta.url of the module beside the worker; `name`: the worker file without extension. */
  constructor(moduleUrl: string, name: string, args: string[], describe: string) {
    const fromSources = moduleUrl.endsWith('.ts');
    const script = fileURLToPath(new URL(fromSources ? `./${name}-start.mjs` : `./${name}.js`, moduleUrl));
    // execArgv [] keeps the parent's loaders and inspector flags away from the worker.
    this.child = fork(script, args, { serialization: 'advanced', execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    // Programs it starts inherit the lower priority.
    runInBackground(this.child.pid);
    let stderr = '';
    this.child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (message: Reply) => {
        if (message.ready) return resolve();
        const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
        if (!waiting || message.id === undefined) return;
        this.pending.delete(message.id);
        if (message.error) waiting.reject(new Error(`${describe} failed: ${message.error}`));
        else waiting.resolve(message);
      });
      this.child.on('exit', (code, signal) => {
        this.exited = true;
        const error = new Error(`The ${describe} stopped (${signal ?? `exit code ${code}`}). ${stderr.trim()}`.trim());
        reject(error);
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      });
    });
    this.ready.catch(() => {});
  }

  async ask(request: Request): Promise<Reply> {
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, ...request });
    });
  }

  close() {
    if (!this.exited) this.child.kill();
  }
}

/** The worker side: answers each request with `handle`'s result (or its error), and leaves with the server. */
export function serveRequests<Request extends { id: number }>(handle: (request: Request) => Promise<object>) {
  const send = (reply: object) => process.send?.(reply);
  process.on('message', (request: Request) => {
    handle(request).then(
      (reply) => send({ ...reply, id: request.id }),
      (error: unknown) => send({ id: request.id, error: String((error as Error)?.message ?? error) }),
    );
  });
  send({ ready: true });
  // The server going away closes the IPC channel.
  process.on('disconnect', () => process.exit(0));
}
