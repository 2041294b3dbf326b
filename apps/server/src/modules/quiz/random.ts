import { randomInt } from 'node:crypto';

/** A source of random integers in [0, max): crypto in the app, a seeded one in tests for repeatable decks. */
export type Random = (max: number) => number;

export const cryptoRandom: Random = (max) => (max <= 1 ? 0 : randomInt(max));

/** Mulberry32: small, fast, deterministic. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return (max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
