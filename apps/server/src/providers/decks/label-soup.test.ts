import { describe, expect, it } from 'vitest';
import { withoutLabelSoup } from './label-soup.ts';
import type { PdfTextItem } from './pdf-page-text.ts';

/** One OCR line (`run`) of words at (x, y), `size` points high. */
const line = (text: string, x: number, y: number, size: number, run: number): PdfTextItem[] =>
  text.split(' ').map((str, i) => ({ str: `${str} `, x: x + i * size * 3, y, width: str.length * size * 0.55, size, run }));
const said = (items: PdfTextItem[]) => items.map((i) => i.str.trim()).join(' ');

describe('chart and diagram labels read by OCR', () => {
  const table = [...line('Libraries 31', 127, 225, 17, 10), ...line('Library 1,261', 127, 206, 17, 11), ...line('Downloads 113,939,358', 127, 142, 16, 12)];

  it('leaves out a stack of small label lines holding pieces of broken words (a pie slice\'s "Safe Downlo ad")', () => {
    const pie = [...line('Safe', 542, 342, 11, 1), ...line('Downlo', 534, 328, 11, 2), ...line('ad', 548, 314, 11, 3)];
    const { items, soup } = withoutLabelSoup([...line('Everyone Uses Vulnerable Libraries', 363, 500, 28, 0), ...pie, ...table]);
    expect(soup).toBe(true);
    expect(said(items)).toBe('Everyone Uses Vulnerable Libraries Libraries 31 Library 1,261 Downloads 113,939,358');
  });

  it('keeps short lines of whole words, and a list whatever its lines\' length', () => {
    const steps = [...line('Working', 147, 350, 12, 1), ...line('Staging Area', 147, 334, 12, 2), ...line('Local Repository', 147, 318, 12, 3)];
    const { items, soup } = withoutLabelSoup([...line('How Git works?', 83, 424, 40, 0), ...steps, ...table]);
    expect(soup).toBe(false);
    expect(items).toHaveLength(3 + steps.length + table.length);
  });
});
