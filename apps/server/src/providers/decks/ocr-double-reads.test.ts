import { describe, expect, it } from 'vitest';
import { withoutDoubleReads } from './ocr-double-reads.ts';
import type { PdfTextItem } from './pdf-page-text.ts';

const item = (str: string, x: number, y: number, width: number, run: number): PdfTextItem => ({ str: `${str} `, x, y, width, size: 18, run });
const text = (items: PdfTextItem[]) => items.map((i) => i.str.trim()).join(' ');

describe('words OCR read twice', () => {
  it('keeps the longer reading of ink read as two lines on one baseline ("git pus" under "it push")', () => {
    // The Git workshop's "$ git push" on an arrow: said as "git pus push" before.
    const items = [item('it', 432, 144, 14, 8), item('push', 452, 144, 40, 8), item('git', 428, 141, 22, 9), item('pus', 456, 141, 30, 9)];
    expect(text(withoutDoubleReads(items))).toBe('push git');
    // Tesseract's box of the longer reading may be cut short: side by side, "pus" then "push" is still one word.
    const cut = [item('it', 701, 144, 14, 8), item('push', 755, 144, 8, 8), item('git', 687, 141, 18, 9), item('pus', 726, 141, 26, 9)];
    expect(text(withoutDoubleReads(cut))).toBe('push git');
    // What is kept of the two readings is one line, said together.
    expect(new Set(withoutDoubleReads(cut).map((i) => i.run))).toEqual(new Set([8]));
  });

  it('keeps words of one line, and words of lines set apart or side by side', () => {
    // One OCR line may hold words close together; words of two lines one under the other, or side by side, are all text.
    const oneLine = [item('git', 100, 141, 22, 1), item('push', 124, 141, 40, 1)];
    expect(withoutDoubleReads(oneLine)).toHaveLength(2);
    const underEachOther = [item('Working', 100, 300, 60, 1), item('Directory', 100, 270, 70, 2)];
    expect(withoutDoubleReads(underEachOther)).toHaveLength(2);
    const sideBySide = [item('Centralized', 90, 300, 90, 1), item('Distributed', 460, 300, 90, 2)];
    expect(withoutDoubleReads(sideBySide)).toHaveLength(2);
    // A short word before a longer one it begins ("in", "inside") is two words.
    expect(withoutDoubleReads([item('in', 100, 300, 14, 1), item('inside', 118, 300, 40, 2)])).toHaveLength(2);
  });
});
