import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFakeProgram } from '../../test/fake-program.ts';
import { findProgram } from '../find-program.ts';
import { createEspeakSpeechProvider } from './espeak-speech-provider.ts';
import { splitAtBreaks } from './split-at-breaks.ts';
import { encodeMp3, mp3DurationSeconds } from './mp3.ts';
import { splitSentences, spreadCues, subtitleChunks } from './sentences.ts';
import { parseWebVtt, toWebVtt } from './web-vtt.ts';

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

// Debian's lame (apt-get install lame; .ci/run does it) encodes the MP3 in the speech process where it is installed.
describe('the speech process encoding with Debian\'s lame', () => {
  const lameProgram = findProgram('lame', undefined);
  const native = createEspeakSpeechProvider({ workers: 1, program: espeakProgram, lame: lameProgram });
  const wasm = createEspeakSpeechProvider({ workers: 1, program: espeakProgram, lame: null });
  afterAll(() => Promise.all([native.close(), wasm.close()]));

  it('gives the same cues, length and MP3 frames as the WebAssembly build', async () => {
    expect(lameProgram, 'lame must be installed (apt-get install lame; .ci/run does it)').toMatch(/lame$/);
    const text = 'Welcome to the course. Lock your screen when you leave your desk! Report anything odd.';
    const [byProgram, byWasm] = await Promise.all([native.speak(text, 'de'), wasm.speak(text, 'de')]);
    expect(byProgram.cues).toEqual(byWasm.cues);
    expect(byProgram.durationSeconds).toBe(byWasm.durationSeconds);
    expect(byProgram.audio.length).toBe(byWasm.audio.length);
    expect(mp3DurationSeconds(byProgram.audio)).toBe(mp3DurationSeconds(byWasm.audio));
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

  it('keeps the opening sentences an earlier recording says word for word and speaks only the rest, as if whole', async () => {
    const shared = 'This slide is about the project scope. We represent catalogs in one format.';
    const earlierText = `${shared} That brings us to the end. Thank you for learning this.`;
    const text = `${shared} That brings us to the end at Acme & Sons. Thank you for learning this.`;
    const earlier = await speech.speak(earlierText, 'en');
    const whole = await speech.speak(text, 'en');
    const recording = { text: earlierText, audio: earlier.audio, subtitleVtt: toWebVtt(earlier.cues), voice: 'Flite rms' };
    const continued = await speech.speakContinuing!(text, 'en', recording);
    expect(continued.cues.map((c) => c.text)).toEqual(whole.cues.map((c) => c.text));
    // The rest starts within half a frame (18 ms) of where it would.
    continued.cues.forEach((cue, i) => {
      expect(Math.abs(cue.start - whole.cues[i]!.start)).toBeLessThan(0.02);
      expect(Math.abs(cue.end - whole.cues[i]!.end)).toBeLessThan(0.02);
    });
    expect(Math.abs(continued.durationSeconds - whole.durationSeconds)).toBeLessThan(0.02);
    expect(Math.abs(mp3DurationSeconds(continued.audio) - continued.durationSeconds)).toBeLessThan(0.2);
    expect(continued.voiceName).toBe('Flite rms');
    // What is kept is the earlier recording's bytes, not the same sentences spoken again: a tone stands in for it.
    const stand = await encodeMp3(Float32Array.from({ length: 16000 * 8 }, (_, i) => 0.3 * Math.sin(i / 5)), 16000);
    const kept = await speech.speakContinuing!(text, 'en', { ...recording, audio: stand });
    const keptBytes = Math.round(((whole.cues[2]!.start - 0.05) * 16000) / 576) * 144;
    expect(kept.audio.subarray(0, keptBytes).equals(stand.subarray(0, keptBytes))).toBe(true);

    // Spoken by another voice, or opening with another sentence: nothing is kept.
    const byOther = await speech.speakContinuing!(text, 'en', { ...recording, audio: stand, voice: 'eSpeak NG' });
    const otherOpening = await speech.speakContinuing!(`Welcome. ${text}`, 'en', { ...recording, audio: stand });
    for (const spoken of [byOther, otherOpening]) {
      expect(spoken.audio.subarray(0, 1440).equals(stand.subarray(0, 1440))).toBe(false);
    }
    expect(byOther.cues.map((c) => c.text)).toEqual(whole.cues.map((c) => c.text));
    expect(otherOpening.cues[0]!.text).toBe('Welcome.');
  });

  it('reads back the subtitles it wrote', () => {
    const cues = [{ start: 0, end: 1.25, text: 'Acme & Sons <Ltd>' }, { start: 1.5, end: 3, text: 'Two\nlines' }];
    expect(parseWebVtt(toWebVtt(cues))).toEqual(cues);
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
