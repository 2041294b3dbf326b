// A slide that is a page of names (a hundred contributors, forty user names) is not read out whole: the
// narrator says the first few, and the narration checks do not count the rest as owed.

/** Lists longer than this are said by their first `someShown` items. */
export const longList = 12;
export const someShown = 5;

/** A short name-like line: a few words, no sentence punctuation at its end ("Aspect Security", "bkimminich"). */
export const nameLike = (text: string) => text.trim().split(/\s+/).length <= 4 && !/[.!?:;,]$/.test(text.trim());

/** The points of runs of more than `longList` name-like points after their first `someShown`: not said. */
export function unsaidOfLongRuns<T extends { text: string }>(points: readonly T[]): Set<T> {
  const unsaid = new Set<T>();
  let run: T[] = [];
  const close = () => {
    if (run.length > longList) run.slice(someShown).forEach((p) => unsaid.add(p));
    run = [];
  };
  for (const point of points) {
    if (nameLike(point.text)) run.push(point);
    else close();
  }
  close();
  return unsaid;
}
