import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { splitSentences, spreadCues, subtitleChunks } from './sentences.ts';
import type { Cue, Speech, SpeechProvider } from './speech-provider.ts';
import { readWav } from './wav.ts';
import { runInBackground } from '../../lib/background-priority.ts';

const workerScript = fileURLToPath(new URL('./espeak-worker.mjs', import.meta.url));
/** Silence between sentences, so the narration breathes. */
const pauseSeconds = 0.3;
/** The marker silence between sentences spoken in one run; far longer than any pause eSpeak makes itself. */
const breakSeconds = 1.5;

/**
 * Cuts audio spoken in one run into its sentences at the marker silences: the `count - 1` longest runs
 * of silence of at least a second. Null when they cannot be told apart (the caller speaks each sentence
 * on its own instead).
 */
export function splitAtBreaks(samples: Float32Array, sampleRate: number, count: number): Float32Array[] | null {
  const minimum = Math.round(sampleRate * (breakSeconds - 0.5));
  const runs: { start: number; end: number }[] = [];
  let start = -1;
  for (let i = 0; i <= samples.length; i++) {
    const silent = i < samples.length && Math.abs(samples[i]!) < 0.003;
    if (silent && start < 0) start = i;
    if (!silent && start >= 0) {
      if (i - start >= minimum && i < samples.length) runs.push({ start, end: i });
      start = -1;
    }
  }
  if (runs.length !== count - 1) return null;
  const pieces: Float32Array[] = [];
  let from = 0;
  for (const run of runs) {
    pieces.push(samples.subarray(from, run.start));
    from = run.end;
  }
  pieces.push(samples.subarray(from));
  return pieces;
}

interface WorkerReply {
  id?: number;
  ready?: boolean;
  wavs?: Uint8Array[];
  mp3?: Uint8Array;
  error?: string;
}

/** One eSpeak NG child process; handles one request at a time. */
class EspeakWorker {
  private readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  private pending = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  exited = false;

  constructor(program: string | null) {
    // execArgv [] keeps the parent's loaders and inspector flags away from the plain-JS worker.
    this.child = fork(workerScript, program ? [program] : [], { serialization: 'advanced', execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    // The espeak-ng programs it starts inherit the lower priority.
    runInBackground(this.child.pid);
    let stderr = '';
    this.child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (message: WorkerReply) => {
        if (message.ready) return resolve();
        const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
        if (!waiting || message.id === undefined) return;
        this.pending.delete(message.id);
        if (message.error || !(message.wavs || message.mp3)) waiting.reject(new Error(`eSpeak NG failed: ${message.error ?? 'no audio'}`));
        else waiting.resolve(message);
      });
      this.child.on('exit', (code, signal) => {
        this.exited = true;
        const error = new Error(`The speech engine stopped (${signal ?? `exit code ${code}`}). ${stderr.trim()}`.trim());
        reject(error);
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      });
    });
    this.ready.catch(() => {});
  }

  private async ask(request: object): Promise<WorkerReply> {
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, ...request });
    });
  }

  async synthesize(request: { sentences: string[]; voice: string; wordsPerMinute: number; mode: 'joined' | 'each' }): Promise<Uint8Array[]> {
    return (await this.ask({ ...request, breakMs: breakSeconds * 1000 })).wavs ?? [];
  }

  /** Mono samples to a ~32 kbps MP3 (speech needs no more), encoded in the worker, off the event loop. */
  async encodeMp3(samples: Float32Array, sampleRate: number): Promise<Buffer> {
    const { mp3 } = await this.ask({ mode: 'encode', samples, sampleRate, bitrate: 32 });
    return Buffer.from(mp3!.buffer, mp3!.byteOffset, mp3!.byteLength);
  }

  close() {
    if (!this.exited) this.child.kill();
  }
}

export interface EspeakOptions {
  /** Parallel eSpeak processes (each one request at a time). */
  workers: number;
  /** Debian's `espeak-ng` program; null or unset: the WebAssembly build from npm. */
  program?: string | null;
  voice?: string;
  wordsPerMinute?: number;
}

/**
 * The built-in speech engine: eSpeak NG (WebAssembly) in child processes, one sentence at a time, so
 * each sentence's measured length gives its subtitle cue; the joined audio is encoded to MP3.
 */
// eSpeak NG voices for course languages; English keeps the configured voice.
const espeakVoices = new Set(['es', 'de', 'fr', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'fi', 'cs', 'he', 'ar', 'ru', 'el', 'tr']);
const voiceFor = (language: string | undefined, english: string) => (language && espeakVoices.has(language) ? language : english);

export function createEspeakSpeechProvider(options: EspeakOptions): SpeechProvider {
  const voice = options.voice ?? 'en-us';
  const wordsPerMinute = options.wordsPerMinute ?? 165;
  const idle: EspeakWorker[] = [];
  const all = new Set<EspeakWorker>();
  const waiting: ((worker: EspeakWorker) => void)[] = [];
  let closed = false;

  const acquire = async (): Promise<EspeakWorker> => {
    if (closed) throw new Error('The speech engine is shut down.');
    // A worker that crashed while idle no longer counts against the limit.
    for (const known of all) if (known.exited) all.delete(known);
    let worker = idle.pop();
    while (worker?.exited) worker = idle.pop();
    if (worker) return worker;
    if (all.size < options.workers) {
      const created = new EspeakWorker(options.program ?? null);
      all.add(created);
      return created;
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (worker: EspeakWorker) => {
    if (worker.exited) {
      all.delete(worker);
      // A replacement starts for whoever waits.
      const next = waiting.shift();
      if (next && !closed) {
        const created = new EspeakWorker(options.program ?? null);
        all.add(created);
        next(created);
      }
      return;
    }
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };

  return {
    name: 'espeak-ng',
    concurrency: options.workers,
    async speak(text, language) {
      // eSpeak reads a leading "-" as an option; sentences never start with one once trimmed like this.
      const sentences = splitSentences(text).map((s) => s.replace(/^[-–—•*\s]+/, '')).filter(Boolean);
      if (sentences.length === 0) throw new Error('There is no text to speak.');
      const worker = await acquire();
      let sampleRate = 22050;
      let pieces: Float32Array[] | null = null;
      try {
        const request = { sentences, voice: voiceFor(language, voice), wordsPerMinute };
        if (sentences.length > 1) {
          const [joined] = await worker.synthesize({ ...request, mode: 'joined' });
          const decoded = readWav(joined!);
          sampleRate = decoded.sampleRate;
          pieces = splitAtBreaks(decoded.samples, sampleRate, sentences.length);
        }
        if (!pieces) {
          const decoded = (await worker.synthesize({ ...request, mode: 'each' })).map((wav) => readWav(wav));
          sampleRate = decoded[0]?.sampleRate ?? sampleRate;
          pieces = decoded.map((d) => d.samples);
        }
        // Each sentence's measured length is its cue; sentences are joined with a short pause.
        const pause = Math.round(pauseSeconds * sampleRate);
        const length = pieces.reduce((sum, p) => sum + p.length, 0) + pause * (pieces.length - 1);
        const samples = new Float32Array(length);
        const cues: Cue[] = [];
        let at = 0;
        pieces.forEach((piece, i) => {
          samples.set(piece, at);
          const start = at / sampleRate;
          at += piece.length;
          cues.push(...spreadCues(subtitleChunks(sentences[i] ?? ''), start, at / sampleRate));
          at += pause;
        });
        const audio = await worker.encodeMp3(samples, sampleRate);
        return { audio, mimeType: 'audio/mpeg', durationSeconds: length / sampleRate, cues } satisfies Speech;
      } finally {
        release(worker);
      }
    },
    async close() {
      closed = true;
      for (const worker of all) worker.close();
      all.clear();
      idle.length = 0;
    },
  };
}
