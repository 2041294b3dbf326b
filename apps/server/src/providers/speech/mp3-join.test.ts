import { describe, expect, it } from 'vitest';
import { encodeMp3, mp3DurationSeconds } from './mp3.ts';
import { joinMp3 } from './mp3-join.ts';

const tone = (seconds: number, sampleRate: number) =>
  Float32Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) => 0.3 * Math.sin(i / 7));

describe('joining two MP3s at a frame without re-encoding', () => {
  it('keeps the earlier frames up to the time asked and appends every frame of the later one', async () => {
    const earlier = await encodeMp3(tone(2, 16000), 16000);
    const later = await encodeMp3(tone(1, 16000), 16000);
    const joined = joinMp3(earlier, 0.5, later)!;
    // 16 kHz MPEG-2: 576 samples and 144 bytes a frame; 0.5 s is 13.9 frames, so 14 are kept.
    expect(joined.laterStartsAt).toBeCloseTo((14 * 576) / 16000, 6);
    expect(joined.audio.length).toBe(14 * 144 + later.length);
    expect(joined.audio.subarray(0, 14 * 144).equals(earlier.subarray(0, 14 * 144))).toBe(true);
    expect(joined.audio.subarray(14 * 144).equals(later)).toBe(true);
    expect(mp3DurationSeconds(joined.audio)).toBeCloseTo(joined.laterStartsAt + mp3DurationSeconds(later), 6);
  });

  it('refuses audio of another sample rate, a time past the earlier audio, or bytes that are not frames', async () => {
    const earlier = await encodeMp3(tone(1, 16000), 16000);
    expect(joinMp3(earlier, 0.5, await encodeMp3(tone(1, 22050), 22050))).toBeNull();
    const later = await encodeMp3(tone(1, 16000), 16000);
    expect(joinMp3(earlier, 5, later)).toBeNull();
    expect(joinMp3(Buffer.concat([Buffer.from('ID3'), earlier]), 0.5, later)).toBeNull();
  });
});
