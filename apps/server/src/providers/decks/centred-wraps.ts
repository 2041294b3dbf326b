// A label centred in its box and wrapped ("Version Control" over "Tool", "Details Developer" over "Needs") sits in a
// block of left-aligned lines (the text over it, a logo's word): the block is not centred as a whole, so its
// shorter second line reads as indented, a level deeper, and is never joined to its first. A line centred under
// the line right above it, shorter, in the same font and one line below, is that line's wrap: same level.

/** A line as the page reader measures it (points, y upwards). */
export interface MeasuredLine {
  x: number;
  end: number;
  y: number;
  size: number;
}

/** How far apart (points) two centres may be and still be one centred label's: OCR measures roughly. */
const centreTolerance = 6;
/** How far below the line above (in its font sizes) a wrapped line stands. */
const lineSpacing = 1.8;
/** How far apart two measured sizes of one font may be (a share of the size). */
const sizeTolerance = 0.2;

export function centredUnder(line: MeasuredLine, above: MeasuredLine | undefined): boolean {
  if (!above) return false;
  const centre = (l: MeasuredLine) => (l.x + l.end) / 2;
  return Math.abs(centre(line) - centre(above)) < centreTolerance && line.end - line.x < above.end - above.x &&
    above.y - line.y > 0 && above.y - line.y < above.size * lineSpacing &&
    Math.abs(line.size - above.size) <= above.size * sizeTolerance;
}

/** The levels of a block's lines with each centred wrap at the level of the line it wraps. */
export const levelsWithCentredWraps = (lines: MeasuredLine[], levels: number[]): number[] =>
  levels.reduce<number[]>((out, level, i) => [...out, centredUnder(lines[i]!, lines[i - 1]) ? out[i - 1]! : level], []);
