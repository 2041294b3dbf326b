// eSpeak NG (GPL-3.0-or-later) runs as its own program, behind the speech-provider interface: the
// server starts this script as a child process and sends it text over IPC; it answers WAV files.
// Plain JavaScript so it starts without a TypeScript loader.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const distDir = path.join(path.dirname(require.resolve('espeak-ng/package.json')), 'dist');
const { default: ESpeakNg } = await import(path.join(distDir, 'espeak-ng.js'));
// Compiling the 18 MB module once makes each sentence cost only its synthesis.
const wasmModule = await WebAssembly.compile(await readFile(path.join(distDir, 'espeak-ng.wasm')));

/** One sentence to a WAV file (22050 Hz, 16-bit mono). eSpeak's CLI runs once per instance. */
async function synthesize(text, voice, wordsPerMinute) {
  const instance = await ESpeakNg({
    arguments: ['-v', voice, '-s', String(wordsPerMinute), '-w', 'out.wav', '--', text],
    print() {},
    printErr() {},
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(wasmModule, imports).then((created) => done(created));
      return {};
    },
  });
  return instance.FS.readFile('out.wav');
}

process.on('message', async (request) => {
  try {
    const wavs = [];
    for (const text of request.sentences) wavs.push(await synthesize(text, request.voice, request.wordsPerMinute));
    process.send({ id: request.id, wavs });
  } catch (error) {
    process.send({ id: request.id, error: String(error?.message ?? error) });
  }
});
process.send({ ready: true });
// The server going away closes the IPC channel: leave with it.
process.on('disconnect', () => process.exit(0));
