/** The marker silence between sentences spoken in one run; far longer than any pause eSpeak makes itself. */
export const breakSeconds = 1.5;

/**
 * Cuts audio spoken in one run into its sentences at the marker silences: the `count - 1` longest runs
 * of silence of at least a second. Null when they cannot be told apart (the caller speaks each sentence
 * on its own instead).
 */
export function splitAtBreaks(samples: Float32Array, sampleRate: number, count: number): Float32Array[] | null {
  const minimum = Math.round(sampleRate * (breakSeconds - 0.5));
  const runs: { start: number; end: number }[] = [];
  let start = -1;
  for (let i = 0; i <= samples.length; i++) {
    const silent = i < samples.length && Math.abs(samples[i]!) < 0.003;
    if (silent && start < 0) start = i;
    if (!silent && start >= 0) {
      if (i - start >= minimum && i < samples.length) runs.push({ start, end: i });
      start = -1;
    }
  }
  if (runs.length !== count - 1) return null;
  const pieces: Float32Array[] = [];
  let from = 0;
  for (const run of runs) {
    pieces.push(samples.subarray(from, run.start));
    from = run.end;
  }
  pieces.push(samples.subarray(from));
  return pieces;
}
