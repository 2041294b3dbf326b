import { describe, expect, it } from 'vitest';
import { withinEdits } from './edit-distance.ts';

describe('withinEdits', () => {
  it('counts insertions, deletions, replacements and a swap of neighbours as one edit each', () => {
    expect(withinEdits('gihtub', 'github', 1)).toBe(true);
    expect(withinEdits('forwrd', 'forward', 1)).toBe(true);
    expect(withinEdits('suspicous', 'suspicious', 1)).toBe(true);
    expect(withinEdits('colour', 'color', 1)).toBe(true);
    expect(withinEdits('pearson', 'person', 1)).toBe(true);
  });

  it('tells words more than the edits allowed apart', () => {
    expect(withinEdits('pearson', 'regresion', 2)).toBe(false);
    expect(withinEdits('windows', 'window', 0)).toBe(false);
    expect(withinEdits('abc', 'abcdef', 2)).toBe(false);
    expect(withinEdits('same', 'same', 0)).toBe(true);
  });
});
