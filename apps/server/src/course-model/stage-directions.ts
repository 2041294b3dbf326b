// Speaker notes are written for the presenter: "[click]", "(pause)", "Next slide", "ANIMATION: …" and
// "Demo: …" tell the presenter what to do and are not said to the learner.

/** A whole line that is an instruction to the presenter. */
const directionLine = new RegExp(
  `^\\s*(${[
    /\[[^\]]*\]/,
    /\((click|pause|pausa|next slide|animation|transition|build)[^)]*\)/,
    /next slide\b.*/,
    /(animation|transition|build|demo|action|note to (self|presenter)|presenter note|speaker note)\s*:.*/,
    /(click|pause)\s*[.!]?/,
    /(switch|go) to (the )?(demo|browser|terminal|next slide)\b.*/,
  ]
    .map((r) => r.source)
    .join('|')})\\s*$`,
  'i',
);
/** A direction inside a line of the script ("[click]", "(pause)", "<click>"). */
const directionWithin = new RegExp(
  [
    /\[(click|pause|next|animation|transition|build|slide)[^\]]*\]/,
    /\((click|pause|next slide|animation|transition)[^)]*\)/,
    /<(click|pause|next)>/,
  ]
    .map((r) => `\\s*${r.source}\\s*`)
    .join('|'),
  'gi',
);

/** The notes without the presenter's stage directions; the script itself stays whole and in order. */
export function withoutStageDirections(notes: string): string {
  return notes
    .split('\n')
    .filter((line) => !directionLine.test(line))
    .map((line) => line.replace(directionWithin, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
