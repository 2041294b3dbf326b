// eSpeak NG (GPL-3.0-or-later) runs as its own program, behind the speech-provider interface: the server
// starts this process and sends it a slide's sentences over IPC; it speaks them, cuts the audio into
// sentences, joins them with pauses and encodes the MP3 (LAME), and answers the MP3 with each sentence's
// length. None of that work (speech, WAV decoding, encoding) runs on the server's event loop. With a path
// as its first argument it runs Debian's `espeak-ng` program (faster, far less memory); without one, the
// WebAssembly build from npm.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveRequests, type WorkerMessage } from '../../lib/child-worker.ts';
import { encodeMp3 } from './mp3.ts';
import { breakSeconds, splitAtBreaks } from './split-at-breaks.ts';
import { readWav } from './wav.ts';

export interface SpeechRequest {
  id: number;
  sentences: string[];
  voice: string;
  wordsPerMinute: number;
  pauseSeconds: number;
}

export interface SpeechReply extends WorkerMessage {
  mp3?: Uint8Array;
  sampleRate?: number;
  /** Samples of each sentence, in order; `pauseSamples` of silence sit between them. */
  sentenceSamples?: number[];
  pauseSamples?: number;
}

type Speak = (args: string[]) => Promise<Uint8Array>;
// Node has WebAssembly; the server's TypeScript libraries (no DOM) do not declare it.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<object>; instantiate(module: object, imports: object): Promise<object> };
};
const require = createRequire(import.meta.url);
const program = process.argv[2] || null;

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
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text (or SSML with `ssml`) to a WAV file (22050 Hz, 16-bit mono). */
const synthesize = (text: string, request: SpeechRequest, ssml = false) =>
  speakWith([...(ssml ? ['-m'] : []), '-v', request.voice, '-s', String(request.wordsPerMinute), text]);

// Starting an instance costs far more than speaking a sentence, so all sentences are spoken in one run with
// a long, exact silence between them (SSML breaks) and cut at those silences; when the cut does not match
// the sentences, each sentence is spoken in its own run instead.
async function speak(request: SpeechRequest): Promise<SpeechReply> {
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
  const pauseSamples = Math.round(request.pauseSeconds * sampleRate);
  const samples = new Float32Array(pieces.reduce((sum, p) => sum + p.length, 0) + pauseSamples * (pieces.length - 1));
  let at = 0;
  for (const piece of pieces) {
    samples.set(piece, at);
    at += piece.length + pauseSamples;
  }
  const mp3 = await encodeMp3(samples, sampleRate);
  return { mp3, sampleRate, sentenceSamples: pieces.map((p) => p.length), pauseSamples };
}

serveRequests(speak);
