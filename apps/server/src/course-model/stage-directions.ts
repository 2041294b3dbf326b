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

/**
 * A line left for the presenter to fill in: "my name is ..", "I’m a ___", "Presented by …". Said as it stands it
 * is a sentence that stops where the name should be ("My name is.").
 */
const blankToFill = /\b(is|am|are|a|an|the|by|called|named|i['’]m)\s*(\.{2,}|_{2,}|…)\s*$/i;

/** The notes without the presenter's stage directions; the script itself stays whole and in order. */
export function withoutStageDirections(notes: string): string {
  return notes
    .split('\n')
    .filter((line) => !directionLine.test(line) && !blankToFill.test(line))
    .map((line) => line.replace(directionWithin, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
