import { describe, expect, it } from 'vitest';
import { centredUnder, levelsWithCentredWraps } from './centred-wraps.ts';

// Measured from the image-only Git deck's slide 7 ("Version Control" over "Tool" under a left-aligned line).
const versionControl = { x: 62, end: 190, y: 180, size: 16 };
const tool = { x: 108, end: 143, y: 160, size: 16 };

describe('centred wraps', () => {
  it('takes a shorter line centred one line under another, in its font, as its wrap', () => {
    expect(centredUnder(tool, versionControl)).toBe(true);
    expect(levelsWithCentredWraps([{ x: 62, end: 380, y: 260, size: 18 }, versionControl, tool], [0, 0, 1])).toEqual([0, 0, 0]);
  });

  it('leaves an indented line, a line far below, a longer line and a smaller font alone', () => {
    expect(centredUnder({ ...tool, x: 90, end: 130 }, versionControl)).toBe(false);
    expect(centredUnder({ ...tool, y: 120 }, versionControl)).toBe(false);
    expect(centredUnder({ ...versionControl, x: 40, end: 212, y: 160 }, versionControl)).toBe(false);
    expect(centredUnder({ ...tool, size: 10 }, versionControl)).toBe(false);
    expect(levelsWithCentredWraps([versionControl, { ...tool, x: 90, end: 130 }], [0, 1])).toEqual([0, 1]);
  });
});
