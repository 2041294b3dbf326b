import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFakeProgram } from '../../test/fake-program.ts';
import { findProgram } from '../find-program.ts';
import { createEspeakSpeechProvider } from './espeak-speech-provider.ts';
import { splitAtBreaks } from './split-at-breaks.ts';
import { mp3DurationSeconds } from './mp3.ts';
import { splitSentences, spreadCues, subtitleChunks } from './sentences.ts';
import { toWebVtt } from './web-vtt.ts';

describe('sentences and cues', () => {
  it('splits sentences but keeps abbreviations', () => {
    expect(splitSentences('Lock your screen, e.g. at lunch. Report it! Why? Because it matters.')).toEqual([
      'Lock your screen, e.g. at lunch.',
      'Report it!',
      'Why?',
      'Because it matters.',
    ]);
  });

  it('cuts long sentences for subtitles and spreads time by weighted characters', () => {
    const long = 'When you receive an e-mail that asks for your password, even one that looks like it comes from a colleague, stop and report it.';
    const chunks = subtitleChunks(long);
    expect(chunks.length).toBe(2);
    expect(chunks.join(' ').replace(/\n/g, ' ')).toBe(long);
    for (const chunk of chunks) {
      const lines = chunk.split('\n');
      expect(lines.length).toBeLessThanOrEqual(2);
      expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(46);
    }
    // Balanced pieces: no cue holds only the sentence's tail.
    const tail = 'Phishing e-mails try to make you act quickly, so always take a moment to check the sender, the link and the request as well.';
    const pieces = subtitleChunks(tail);
    expect(Math.min(...pieces.map((p) => p.length))).toBeGreaterThan(40);
    const cues = spreadCues(['Hi.', 'This one is a lot longer.'], 1, 5);
    expect(cues[0]!.start).toBe(1);
    expect(cues[1]!.end).toBe(5);
    expect(cues[1]!.end - cues[1]!.start).toBeGreaterThan(cues[0]!.end - cues[0]!.start);
  });

  it('writes WebVTT with escaped text', () => {
    expect(toWebVtt([{ start: 0, end: 1.5, text: 'A <b> & c' }, { start: 1.5, end: 3723.25, text: 'x --> y' }])).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\nA &lt;b> &amp; c\n\n2\n00:00:01.500 --> 01:02:03.250\nx -> y\n',
    );
  });
});

describe('splitting one run of speech at the marker silences', () => {
  const rate = 1000;
  const tone = (seconds: number) => new Float32Array(seconds * rate).fill(0.2);
  const silence = (seconds: number) => new Float32Array(seconds * rate);
  const join = (...parts: Float32Array[]) => {
    const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  };

  it('cuts at the long silences only, keeping short pauses inside sentences', () => {
    const audio = join(tone(1), silence(0.3), tone(1), silence(1.5), tone(2), silence(1.5), tone(0.5), silence(0.2));
    const pieces = splitAtBreaks(audio, rate, 3)!;
    expect(pieces.map((p) => p.length / rate)).toEqual([2.3, 2, 0.7]);
  });

  it('gives up when the silences do not match the sentences (the caller then speaks each one alone)', () => {
    expect(splitAtBreaks(join(tone(1), silence(1.5), tone(1)), rate, 3)).toBeNull();
    expect(splitAtBreaks(join(tone(1), silence(0.4), tone(1)), rate, 2)).toBeNull();
  });
});

// Both engines: Debian's espeak-ng program when installed, and the npm WebAssembly build otherwise.
const espeakProgram = findProgram('espeak-ng', undefined);
describe.each([
  ['Debian\'s espeak-ng program', espeakProgram],
  ['the WebAssembly build', null],
])('built-in speech with %s in a child process', (name, program) => {
  const speech = createEspeakSpeechProvider({ workers: 1, program });

  it('runs the engine it was given', () => {
    if (name.startsWith('Debian')) expect(program, 'espeak-ng must be installed (apt-get install espeak-ng; .ci/run does it)').toMatch(/espeak-ng$/);
  });

  afterAll(() => speech.close());

  it('speaks sentence by sentence into a 32 kbps MP3 whose cues follow the audio', async () => {
    const text = 'Welcome to the course. -Lock your screen when you leave your desk! Report anything odd.';
    const result = await speech.speak(text);
    expect(result.mimeType).toBe('audio/mpeg');
    const duration = mp3DurationSeconds(result.audio);
    expect(Math.abs(duration - result.durationSeconds)).toBeLessThan(0.2);
    expect(result.audio.length / duration).toBeGreaterThan(3500); // about 32 kbps = 4000 bytes a second
    expect(result.audio.length / duration).toBeLessThan(4500);
    expect(result.cues.map((c) => c.text)).toEqual(['Welcome to the course.', 'Lock your screen when you leave your desk!', 'Report anything odd.']);
    // A pause between sentences: each cue starts after the previous one ends.
    for (let i = 1; i < result.cues.length; i++) expect(result.cues[i]!.start).toBeGreaterThan(result.cues[i - 1]!.end);
    expect(result.cues.at(-1)!.end).toBeCloseTo(result.durationSeconds, 2);
  });
});

// English by Debian's flite (apt-get install flite; .ci/run does it), eSpeak NG for other languages and when Flite fails.
const fliteProgram = findProgram('flite', undefined);
describe('English by Flite, every other language by eSpeak NG', () => {
  const voices = { en: 'rms' } as const;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'complyra-fake-flite-'));
  const failures: string[] = [];
  const speech = createEspeakSpeechProvider({ workers: 1, program: espeakProgram, flite: fliteProgram, voices });
  const failing = createEspeakSpeechProvider({
    workers: 1,
    program: espeakProgram,
    flite: writeFakeProgram(folder, 'flite', 'echo "flite: voice broke" >&2; exit 3'),
    voices,
    onFliteFailed: (message) => failures.push(message),
  });
  // Exits 0 but writes an empty sound file: taken as a failure too.
  const silent = createEspeakSpeechProvider({
    workers: 1,
    program: espeakProgram,
    flite: writeFakeProgram(folder, 'flite-silent', 'while [ "$1" != "-o" ]; do shift; done; printf "RIFF\\044\\0\\0\\0WAVEfmt \\020\\0\\0\\0\\001\\0\\001\\0\\200\\076\\0\\0\\0\\175\\0\\0\\002\\0\\020\\0data\\0\\0\\0\\0" > "$2"'),
    voices,
    onFliteFailed: (message) => failures.push(message),
  });
  const missing = createEspeakSpeechProvider({ workers: 1, program: espeakProgram, flite: null, voices });

  afterAll(async () => {
    await Promise.all([speech, failing, silent, missing].map((provider) => provider.close()));
    rmSync(folder, { recursive: true, force: true });
  });

  it('speaks English with Flite rms, keeping the written text in the subtitles', async () => {
    expect(fliteProgram, 'flite must be installed (apt-get install flite; .ci/run does it)').toMatch(/flite$/);
    expect(speech.name).toBe('flite rms (en), espeak-ng');
    expect(speech.voiceOf?.('en')).toBe('Flite rms');
    expect(speech.voiceOf?.('de')).toBe('eSpeak NG');
    const result = await speech.speak('Write to it-help@example.com in 2013. Use MFA!', 'en');
    expect(result.voice).toBe('flite rms');
    expect(result.cues.map((c) => c.text)).toEqual(['Write to it-help@example.com in 2013.', 'Use MFA!']);
    const duration = mp3DurationSeconds(result.audio);
    expect(Math.abs(duration - result.durationSeconds)).toBeLessThan(0.2);
    // The spoken form is longer than the written one: "it dash help at example dot com in twenty thirteen".
    expect(result.cues[0]!.end - result.cues[0]!.start).toBeGreaterThan(2.5);
    expect(result.cues[1]!.start).toBeGreaterThan(result.cues[0]!.end);
    expect(result.cues.at(-1)!.end).toBeCloseTo(result.durationSeconds, 2);
  });

  it('speaks other languages with eSpeak NG', async () => {
    const result = await speech.speak('Sperren Sie Ihren Bildschirm.', 'de');
    expect(result.voice).toBe('espeak-ng de');
  });

  it('falls back to eSpeak NG for the whole text when Flite fails or gives no sound, and says why', async () => {
    const broken = await failing.speak('Lock your screen. Report anything odd.', 'en');
    expect(broken.voice).toBe('espeak-ng en-us');
    expect(broken.cues.map((c) => c.text)).toEqual(['Lock your screen.', 'Report anything odd.']);
    expect(failures[0]).toContain('flite: voice broke');
    const quiet = await silent.speak('Lock your screen.', 'en');
    expect(quiet.voice).toBe('espeak-ng en-us');
    expect(failures[1]).toBe('Flite gave no sound for "Lock your screen."');
  });

  it('speaks English with eSpeak NG when Flite is not installed', async () => {
    expect(missing.name).toBe('espeak-ng');
    expect(missing.voiceOf?.('en')).toBe('eSpeak NG');
    expect((await missing.speak('Lock your screen.', 'en')).voice).toBe('espeak-ng en-us');
  });
});
