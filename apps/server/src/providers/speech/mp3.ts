import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { WasmMediaEncoder } from 'wasm-media-encoders';
import { writeWav } from './wav.ts';

const require = createRequire(import.meta.url);
let shared: Promise<WasmMediaEncoder<'audio/mpeg'>> | null = null;

// One LAME encoder for the process: configure() resets it, and a whole encode runs synchronously
// after the first await, so two encodes never interleave.
const encoder = () =>
  (shared ??= Promise.all([import('wasm-media-encoders'), readFile(require.resolve('wasm-media-encoders/wasm/mp3'))]).then(
    ([{ createEncoder }, wasm]) => createEncoder('audio/mpeg', wasm),
  ));

/** Compiles the encoder ahead of the first MP3 (a worker does it while it waits for its first text). */
export async function loadMp3Encoder(): Promise<void> {
  await encoder();
}

/** Mono PCM to a ~32 kbps MP3 (speech needs no more). */
export async function encodeMp3(samples: Float32Array, sampleRate: number, bitrate: 32 | 48 | 64 = 32): Promise<Buffer> {
  const lame = await encoder();
  lame.configure({ channels: 1, sampleRate, bitrate });
  const parts: Buffer[] = [];
  // The encoder's output buffer is reused by the next call: copy each piece out.
  const step = 1152 * 64;
  for (let at = 0; at < samples.length; at += step) parts.push(Buffer.from(lame.encode([samples.subarray(at, at + step)])));
  parts.push(Buffer.from(lame.finalize()));
  return Buffer.concat(parts);
}

/**
 * The same MP3 as encodeMp3 (LAME 3.100, the same bitrate, mono, the input's sample rate, no tag frame) by Debian's
 * `lame` program: native code takes about three quarters of the WebAssembly build's processor time, and the
 * encoding is most of a narration's (a Hebrew deck's 2.7 hours of speech: ~38 s of the speech processes' ~50 s).
 * The frames can differ from the WebAssembly build's in their last bits (floating point), never in number or length.
 */
export function encodeMp3WithProgram(
  program: string,
  samples: Float32Array,
  sampleRate: number,
  bitrate: 32 | 48 | 64 = 32,
): Promise<Buffer> {
  const args = ['--silent', '-t', '-b', String(bitrate), '-m', 'm', '--resample', String(sampleRate / 1000), '-', '-'];
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`lame failed (${signal ?? `exit ${code}`}): ${Buffer.concat(err).toString().trim()}`));
    });
    // A lame that stops reading early reports through its exit, not through this pipe.
    child.stdin.on('error', () => {});
    child.stdin.end(writeWav(samples, sampleRate));
  });
}

const bitrates = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const sampleRates: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** One MPEG audio layer III frame: where it starts and ends in the file, its sample rate and samples. */
export interface Mp3Frame {
  start: number;
  end: number;
  sampleRate: number;
  samples: number;
}

/** The layer III frames of an MP3, by walking their headers; skips an ID3 tag and bytes that are not a frame. */
export function* mp3Frames(mp3: Uint8Array): Generator<Mp3Frame> {
  let at = 0;
  if (mp3.length > 10 && mp3[0] === 0x49 && mp3[1] === 0x44 && mp3[2] === 0x33) {
    at = 10 + (((mp3[6]! & 0x7f) << 21) | ((mp3[7]! & 0x7f) << 14) | ((mp3[8]! & 0x7f) << 7) | (mp3[9]! & 0x7f));
  }
  while (at + 4 <= mp3.length) {
    if (mp3[at] !== 0xff || (mp3[at + 1]! & 0xe0) !== 0xe0) {
      at++;
      continue;
    }
    const version = (mp3[at + 1]! >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
    const layer = (mp3[at + 1]! >> 1) & 3; // 1 = layer III
    const bitrateIndex = mp3[at + 2]! >> 4;
    const rateIndex = (mp3[at + 2]! >> 2) & 3;
    const padding = (mp3[at + 2]! >> 1) & 1;
    const rate = sampleRates[version]?.[rateIndex];
    const kbps = (version === 3 ? bitrates.mpeg1 : bitrates.mpeg2)[bitrateIndex];
    if (layer !== 1 || !rate || !kbps) {
      at++;
      continue;
    }
    const samples = version === 3 ? 1152 : 576;
    const length = Math.max(1, Math.floor(((samples / 8) * kbps * 1000) / rate) + padding);
    yield { start: at, end: at + length, sampleRate: rate, samples };
    at += length;
  }
}

/** Duration of an MP3 (layer III) in seconds, by walking its frame headers; skips ID3 tags. */
export function mp3DurationSeconds(mp3: Uint8Array): number {
  let seconds = 0;
  for (const frame of mp3Frames(mp3)) seconds += frame.samples / frame.sampleRate;
  return seconds;
}

/** Sample rate of an MP3's first frame (16000 from Flite, 22050 from eSpeak NG); null when it has none. */
export function mp3SampleRate(mp3: Uint8Array): number | null {
  for (let at = 0; at + 4 <= mp3.length; at++) {
    if (mp3[at] !== 0xff || (mp3[at + 1]! & 0xe0) !== 0xe0 || ((mp3[at + 1]! >> 1) & 3) !== 1) continue;
    const rate = sampleRates[(mp3[at + 1]! >> 3) & 3]?.[(mp3[at + 2]! >> 2) & 3];
    if (rate) return rate;
  }
  return null;
}
