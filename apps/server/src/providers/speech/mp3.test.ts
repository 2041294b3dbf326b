import { describe, expect, it } from 'vitest';
import { findProgram } from '../find-program.ts';
import { encodeMp3, encodeMp3WithProgram, mp3DurationSeconds, mp3Frames, mp3SampleRate } from './mp3.ts';

// Debian's lame (apt-get install lame; .ci/run does it) and the npm WebAssembly build make the same MP3.
const lameProgram = findProgram('lame', undefined);

/** A second of a voice-like sound: two tones rising and falling, the silence of a pause after it. */
function speechLike(sampleRate: number) {
  const samples = new Float32Array(Math.round(sampleRate * 1.4));
  for (let i = 0; i < sampleRate; i++) {
    const t = i / sampleRate;
    const voice = 12000 * Math.sin(2 * Math.PI * 180 * t) * Math.sin(Math.PI * t) + 4000 * Math.sin(2 * Math.PI * 1210 * t);
    samples[i] = Math.round(voice) / 32768;
  }
  return samples;
}

describe('MP3 by Debian\'s lame program', () => {
  it('is installed', () => {
    expect(lameProgram, 'lame must be installed (apt-get install lame; .ci/run does it)').toMatch(/lame$/);
  });

  it.each([22050, 16000])('has the WebAssembly build\'s frames, sample rate and length at %i Hz (eSpeak NG, Flite)', async (sampleRate) => {
    const samples = speechLike(sampleRate);
    const wasm = await encodeMp3(samples, sampleRate);
    const native = await encodeMp3WithProgram(lameProgram!, samples, sampleRate);
    expect(mp3SampleRate(native)).toBe(sampleRate);
    expect(native.length).toBe(wasm.length);
    expect([...mp3Frames(native)]).toEqual([...mp3Frames(wasm)]);
    expect(mp3DurationSeconds(native)).toBe(mp3DurationSeconds(wasm));
  });

  it('fails with lame\'s own message', async () => {
    await expect(encodeMp3WithProgram('/bin/false', speechLike(16000), 16000)).rejects.toThrow('lame failed (exit 1)');
  });
});
