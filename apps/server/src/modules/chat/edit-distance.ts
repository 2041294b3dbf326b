// How far one spelling is from another: letters inserted, deleted, replaced, or two side by side swapped
// ("gihtub" is two edits from "github" by replacements, one by the swap), for telling a misspelt word of the
// course from a word the course never uses.

/** Whether `a` is at most `max` edits (the swap of two neighbours counting one) from `b`. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      rowBest = Math.min(rowBest, d);
    }
    // Every later row only grows from this one's least.
    if (rowBest > max) return false;
    before = previous;
    previous = current;
  }
  return previous[b.length]! <= max;
}
