// eSpeak NG (GPL-3.0-or-later) runs as its own program, behind the speech-provider interface: the
// server starts this script as a child process and sends it text over IPC; it answers WAV files, and
// encodes the joined narration to MP3 (LAME), so neither speech nor encoding runs on the server's event
// loop. With a path as its first argument it runs Debian's `espeak-ng` program (faster, far less
// memory); without one, the WebAssembly build from npm. Plain JavaScript so it starts without a loader.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createEncoder } from 'wasm-media-encoders';

const require = createRequire(import.meta.url);
const program = process.argv[2] || null;

/** The npm WebAssembly build, compiled once: each sentence then costs only its synthesis. */
async function loadWasm() {
  const distDir = path.join(path.dirname(require.resolve('espeak-ng/package.json')), 'dist');
  const { default: ESpeakNg } = await import(path.join(distDir, 'espeak-ng.js'));
  const wasmModule = await WebAssembly.compile(await readFile(path.join(distDir, 'espeak-ng.wasm')));
  return async (args) => {
    const instance = await ESpeakNg({
      arguments: [...args, '-w', 'out.wav'],
      print() {},
      printErr() {},
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(wasmModule, imports).then((created) => done(created));
        return {};
      },
    });
    return instance.FS.readFile('out.wav');
  };
}

/** Debian's program: WAV on its standard output. */
const runProgram = (args) =>
  new Promise((resolve, reject) => {
    execFile(program, [...args, '--stdout'], { encoding: 'buffer', maxBuffer: 512 * 1024 * 1024, timeout: 120_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message} ${stderr.toString().trim()}`.trim()));
      else resolve(new Uint8Array(stdout.buffer, stdout.byteOffset, stdout.byteLength));
    });
  });

const speakWith = program ? runProgram : await loadWasm();

/** Text (or SSML with `ssml`) to a WAV file (22050 Hz, 16-bit mono). */
function synthesize(text, voice, wordsPerMinute, ssml = false) {
  return speakWith([...(ssml ? ['-m'] : []), '-v', voice, '-s', String(wordsPerMinute), text]);
}

let lame = null;
/** Mono PCM to MP3 with one LAME encoder for this process (configure() resets it between files). */
async function encodeMp3(samples, sampleRate, bitrate) {
  lame ??= await createEncoder('audio/mpeg', await readFile(require.resolve('wasm-media-encoders/wasm/mp3')));
  lame.configure({ channels: 1, sampleRate, bitrate });
  const parts = [];
  // The encoder's output buffer is reused by the next call: copy each piece out.
  const step = 1152 * 64;
  for (let at = 0; at < samples.length; at += step) parts.push(Uint8Array.from(lame.encode([samples.subarray(at, at + step)])));
  parts.push(Uint8Array.from(lame.finalize()));
  return Buffer.concat(parts);
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Starting an instance costs far more than speaking a sentence, so by default all sentences are spoken
// in one run with a long, exact silence between them (SSML breaks); the server finds the sentence
// boundaries at those silences. "each" speaks every sentence in its own run (the fallback). "encode"
// turns the joined samples into MP3.
process.on('message', async (request) => {
  try {
    if (request.mode === 'encode') {
      const mp3 = await encodeMp3(request.samples, request.sampleRate, request.bitrate ?? 32);
      process.send({ id: request.id, mp3 });
      return;
    }
    const wavs = [];
    if (request.mode === 'joined') {
      const ssml = `<speak>${request.sentences.map(escapeXml).join(` <break time="${request.breakMs}ms"/> `)}</speak>`;
      wavs.push(await synthesize(ssml, request.voice, request.wordsPerMinute, true));
    } else {
      for (const text of request.sentences) wavs.push(await synthesize(text, request.voice, request.wordsPerMinute));
    }
    process.send({ id: request.id, wavs });
  } catch (error) {
    process.send({ id: request.id, error: String(error?.message ?? error) });
  }
});
process.send({ ready: true });
// The server going away closes the IPC channel: leave with it.
process.on('disconnect', () => process.exit(0));
