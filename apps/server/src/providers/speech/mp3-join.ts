import { mp3Frames } from './mp3.ts';

/**
 * The first `keepSeconds` of `earlier` followed by all of `later`, joined at a frame boundary without
 * re-encoding: an MP3 is a run of frames and `later` starts a fresh one (its first frame borrows no bits
 * from before it). `laterStartsAt`, within half a frame of `keepSeconds`, is where `later`'s time 0 falls on
 * the earlier audio's clock (both carry the same encoder delay before their time 0, so the earlier sound
 * heard ends that delay, ~70 ms, before it): the 0.3 s pause after a sentence is a safe place to join. Null
 * when the two cannot be joined so (different sample rates, tags or bytes that are not frames).
 */
export function joinMp3(earlier: Buffer, keepSeconds: number, later: Buffer): { audio: Buffer; laterStartsAt: number } | null {
  const kept = [...mp3Frames(earlier)];
  const added = [...mp3Frames(later)];
  const first = kept[0];
  if (!first || added.length === 0 || first.start !== 0 || added[0]!.start !== 0) return null;
  const { sampleRate, samples } = first;
  const sameFormat = (frames: typeof kept) =>
    frames.every((f, i) => f.sampleRate === sampleRate && f.samples === samples && f.start === (frames[i - 1]?.end ?? 0));
  if (!sameFormat(kept) || !sameFormat(added)) return null;
  const frames = Math.round((keepSeconds * sampleRate) / samples);
  if (frames < 1 || frames > kept.length) return null;
  const audio = Buffer.concat([earlier.subarray(0, kept[frames - 1]!.end), later]);
  return { audio, laterStartsAt: (frames * samples) / sampleRate };
}
