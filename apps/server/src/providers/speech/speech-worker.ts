// eSpeak NG (GPL-3.0-or-later) runs as its own program, behind the speech-provider interface: the server
// starts this process and sends it a slide's sentences over IPC; it speaks them, cuts the audio into
// sentences, joins them with pauses and encodes the MP3 (LAME), and answers the MP3 with each sentence's
// length. None of that work (speech, WAV decoding, encoding) runs on the server's event loop. With a path
// as its first argument it runs Debian's `espeak-ng` program (faster, far less memory); without one, the
// WebAssembly build from npm. English may go to Debian's `flite` instead (request.flite): one sentence per
// run, since Flite honours no break marks; when Flite fails, the whole text is spoken by eSpeak NG, so one
// slide never changes voice halfway.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { mapLimited } from '../../lib/map-limited.ts';
import { serveRequests, type WorkerMessage } from '../../lib/child-worker.ts';
import { encodeMp3, encodeMp3WithProgram, loadMp3Encoder } from './mp3.ts';
import { breakSeconds, splitAtBreaks } from './split-at-breaks.ts';
import { spokenForFlite } from './spoken-for-flite.ts';
import { readWav } from './wav.ts';

export interface SpeechRequest {
  id: number;
  sentences: string[];
  voice: string;
  wordsPerMinute: number;
  pauseSeconds: number;
  /** Speak with Flite: its program, voice and duration_stretch. */
  flite?: { program: string; voice: string; stretch: number };
}

export interface SpeechReply extends WorkerMessage {
  mp3?: Uint8Array;
  sampleRate?: number;
  /** Samples of each sentence, in order; `pauseSamples` of silence sit between them. */
  sentenceSamples?: number[];
  pauseSamples?: number;
  /** Who spoke: "flite rms" or "espeak-ng <voice>". */
  voice?: string;
  /** Why Flite was asked but eSpeak NG spoke. */
  fliteFailed?: string;
}

type Speak = (args: string[]) => Promise<Uint8Array>;
// Node has WebAssembly; the server's TypeScript libraries (no DOM) do not declare it.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<object>; instantiate(module: object, imports: object): Promise<object> };
};
const require = createRequire(import.meta.url);
const program = process.argv[2] || null;
// Debian's `lame` program (the second argument) encodes the MP3 where it is installed; without it, the npm WebAssembly build.
const lameProgram = process.argv[3] || null;

/** The npm WebAssembly build, compiled once: each run then costs only its synthesis. */
async function loadWasm(): Promise<Speak> {
  const distDir = path.join(path.dirname(require.resolve('espeak-ng/package.json')), 'dist');
  const { default: ESpeakNg } = (await import(path.join(distDir, 'espeak-ng.js'))) as {
    default: (options: object) => Promise<{ FS: { readFile(name: string): Uint8Array } }>;
  };
  const wasmModule = await wasm.compile(await readFile(path.join(distDir, 'espeak-ng.wasm')));
  return async (args) => {
    const instance = await ESpeakNg({
      arguments: [...args, '-w', 'out.wav'],
      print() {},
      printErr() {},
      instantiateWasm(imports: object, done: (instance: object) => void) {
        void wasm.instantiate(wasmModule, imports).then(done);
        return {};
      },
    });
    return instance.FS.readFile('out.wav');
  };
}

/** Debian's program: WAV on its standard output. */
const runProgram =
  (file: string): Speak =>
    (args) =>
      new Promise((resolve, reject) => {
        execFile(file, [...args, '--stdout'], { encoding: 'buffer', maxBuffer: 512 * 1024 * 1024, timeout: 120_000 }, (error, stdout, stderr) => {
          if (error) reject(new Error(`${error.message} ${stderr.toString().trim()}`.trim()));
          else resolve(new Uint8Array(stdout.buffer, stdout.byteOffset, stdout.byteLength));
        });
      });

const speakWith = program ? runProgram(program) : await loadWasm();

// Flite writes a seekable WAV file, so each run gets a file of its own in this worker's folder.
let fliteDir: string | null = null;
let fliteRuns = 0;
const fliteTimeoutMs = 60_000;
const fliteRunsAtOnce = Math.max(1, os.availableParallelism());

/** One sentence by Flite, as 16-bit WAV. */
async function fliteSentence(flite: NonNullable<SpeechRequest['flite']>, sentence: string): Promise<Uint8Array> {
  fliteDir ??= mkdtempSync(path.join(os.tmpdir(), 'complyra-flite-'));
  const file = path.join(fliteDir, `${fliteRuns++}.wav`);
  const args = ['-voice', flite.voice, '--setf', `duration_stretch=${flite.stretch}`, '-t', sentence, '-o', file];
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(flite.program, args, { timeout: fliteTimeoutMs }, (error, _stdout, stderr) => {
        if (error) reject(new Error(`${error.message} ${String(stderr).trim()}`.trim()));
        else resolve();
      });
    });
    return await readFile(file);
  } finally {
    await rm(file, { force: true });
  }
}

/** Every sentence by Flite, or an error when any one fails or comes back without sound. */
async function speakWithFlite(flite: NonNullable<SpeechRequest['flite']>, sentences: string[]) {
  let sampleRate = 16000;
  // Flite hears each sentence as a person would say it (spoken-for-flite.ts); the subtitles keep the written one.
  // One Flite run per sentence, as many at once as the machine has cores: a long slide (the one an
  // organization's copy speaks again) is not spoken one sentence after the other while a core is idle.
  const pieces = await mapLimited(sentences.map(spokenForFlite), fliteRunsAtOnce, async (sentence) => {
    const decoded = readWav(await fliteSentence(flite, sentence));
    if (decoded.samples.length === 0) throw new Error(`Flite gave no sound for "${sentence}"`);
    sampleRate = decoded.sampleRate;
    return decoded.samples;
  });
  return { sampleRate, pieces };
}
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text (or SSML with `ssml`) to a WAV file (22050 Hz, 16-bit mono). */
const synthesize = (text: string, request: SpeechRequest, ssml = false) =>
  speakWith([...(ssml ? ['-m'] : []), '-v', request.voice, '-s', String(request.wordsPerMinute), text]);

async function speak(request: SpeechRequest): Promise<SpeechReply> {
  let fliteFailed: string | undefined;
  if (request.flite) {
    try {
      const { sampleRate, pieces } = await speakWithFlite(request.flite, request.sentences);
      return { ...(await joinSentences(pieces, sampleRate, request.pauseSeconds)), voice: `flite ${request.flite.voice}` };
    } catch (error) {
      fliteFailed = (error as Error).message;
    }
  }
  const { sampleRate, pieces } = await speakWithEspeak(request);
  return { ...(await joinSentences(pieces, sampleRate, request.pauseSeconds)), voice: `espeak-ng ${request.voice}`, fliteFailed };
}

// Starting an instance costs far more than speaking a sentence, so all sentences are spoken in one run with
// a long, exact silence between them (SSML breaks) and cut at those silences; when the cut does not match
// the sentences, each sentence is spoken in its own run instead.
async function speakWithEspeak(request: SpeechRequest) {
  let sampleRate = 22050;
  let pieces: Float32Array[] | null = null;
  if (request.sentences.length > 1) {
    const breakTag = ` <break time="${breakSeconds * 1000}ms"/> `;
    const joined = readWav(await synthesize(`<speak>${request.sentences.map(escapeXml).join(breakTag)}</speak>`, request, true));
    sampleRate = joined.sampleRate;
    pieces = splitAtBreaks(joined.samples, sampleRate, request.sentences.length);
  }
  if (!pieces) {
    const each: Float32Array[] = [];
    for (const sentence of request.sentences) {
      const decoded = readWav(await synthesize(sentence, request));
      sampleRate = decoded.sampleRate;
      each.push(decoded.samples);
    }
    pieces = each;
  }
  return { sampleRate, pieces };
}

/** The sentences with `pauseSeconds` of silence between them, as one MP3. */
async function joinSentences(pieces: Float32Array[], sampleRate: number, pauseSeconds: number): Promise<SpeechReply> {
  const pauseSamples = Math.round(pauseSeconds * sampleRate);
  const samples = new Float32Array(pieces.reduce((sum, p) => sum + p.length, 0) + pauseSamples * (pieces.length - 1));
  let at = 0;
  for (const piece of pieces) {
    samples.set(piece, at);
    at += piece.length + pauseSamples;
  }
  const mp3 = lameProgram ? await encodeMp3WithProgram(lameProgram, samples, sampleRate) : await encodeMp3(samples, sampleRate);
  return { mp3, sampleRate, sentenceSamples: pieces.map((p) => p.length), pauseSamples };
}

process.on('exit', () => fliteDir && rmSync(fliteDir, { recursive: true, force: true }));
// The encoder compiles while the worker waits for its first text (it is started ahead of it, at an upload).
if (!lameProgram) void loadMp3Encoder().catch(() => {});
serveRequests(speak);
