import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { encodeMp3 } from './mp3.ts';
import { splitSentences, spreadCues, subtitleChunks } from './sentences.ts';
import type { Cue, Speech, SpeechProvider } from './speech-provider.ts';
import { readWav } from './wav.ts';

const workerScript = fileURLToPath(new URL('./espeak-worker.mjs', import.meta.url));
/** Silence between sentences, so the narration breathes. */
const pauseSeconds = 0.3;

interface WorkerReply {
  id?: number;
  ready?: boolean;
  wavs?: Uint8Array[];
  error?: string;
}

/** One eSpeak NG child process; handles one request at a time. */
class EspeakWorker {
  private readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  private pending = new Map<number, { resolve: (wavs: Uint8Array[]) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  exited = false;

  constructor() {
    // execArgv [] keeps the parent's loaders and inspector flags away from the plain-JS worker.
    this.child = fork(workerScript, [], { serialization: 'advanced', execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
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
        if (message.error || !message.wavs) waiting.reject(new Error(`eSpeak NG failed: ${message.error ?? 'no audio'}`));
        else waiting.resolve(message.wavs);
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

  async synthesize(sentences: string[], voice: string, wordsPerMinute: number): Promise<Uint8Array[]> {
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, sentences, voice, wordsPerMinute });
    });
  }

  close() {
    if (!this.exited) this.child.kill();
  }
}

export interface EspeakOptions {
  /** Parallel eSpeak processes (each one request at a time). */
  workers: number;
  voice?: string;
  wordsPerMinute?: number;
}

/**
 * The built-in speech engine: eSpeak NG (WebAssembly) in child processes, one sentence at a time, so
 * each sentence's measured length gives its subtitle cue; the joined audio is encoded to MP3.
 */
export function createEspeakSpeechProvider(options: EspeakOptions): SpeechProvider {
  const voice = options.voice ?? 'en-us';
  const wordsPerMinute = options.wordsPerMinute ?? 165;
  const idle: EspeakWorker[] = [];
  const all = new Set<EspeakWorker>();
  const waiting: ((worker: EspeakWorker) => void)[] = [];
  let closed = false;

  const acquire = async (): Promise<EspeakWorker> => {
    if (closed) throw new Error('The speech engine is shut down.');
    let worker = idle.pop();
    while (worker?.exited) worker = idle.pop();
    if (worker) return worker;
    if (all.size < options.workers) {
      const created = new EspeakWorker();
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
        const created = new EspeakWorker();
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
    async speak(text) {
      // eSpeak reads a leading "-" as an option; sentences never start with one once trimmed like this.
      const sentences = splitSentences(text).map((s) => s.replace(/^[-–—•*\s]+/, '')).filter(Boolean);
      if (sentences.length === 0) throw new Error('There is no text to speak.');
      const worker = await acquire();
      let wavs: Uint8Array[];
      try {
        wavs = await worker.synthesize(sentences, voice, wordsPerMinute);
      } finally {
        release(worker);
      }
      const decoded = wavs.map((wav) => readWav(wav));
      const sampleRate = decoded[0]?.sampleRate ?? 22050;
      const pause = Math.round(pauseSeconds * sampleRate);
      const length = decoded.reduce((sum, d) => sum + d.samples.length, 0) + pause * (decoded.length - 1);
      const samples = new Float32Array(length);
      const cues: Cue[] = [];
      let at = 0;
      decoded.forEach((d, i) => {
        samples.set(d.samples, at);
        const start = at / sampleRate;
        at += d.samples.length;
        cues.push(...spreadCues(subtitleChunks(sentences[i] ?? ''), start, at / sampleRate));
        at += pause;
      });
      const audio = await encodeMp3(samples, sampleRate);
      return { audio, mimeType: 'audio/mpeg', durationSeconds: length / sampleRate, cues } satisfies Speech;
    },
    async close() {
      closed = true;
      for (const worker of all) worker.close();
      all.clear();
      idle.length = 0;
    },
  };
}
