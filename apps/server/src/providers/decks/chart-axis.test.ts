import { describe, expect, it } from 'vitest';
import { withoutAxisNumbers } from './chart-axis.ts';
import type { PdfTextItem } from './pdf-page-text.ts';

const item = (str: string, x: number, y: number, width = 60): PdfTextItem => ({ str: `${str} `, x, y, width, size: 12 });
const texts = (items: PdfTextItem[]) => items.map((i) => i.str.trim());

describe('chart axes read by OCR', () => {
  it('leaves out a log axis up the side of a bar chart, and keeps the table of figures beside it', () => {
    // The OWASP deck's "Everyone Uses Vulnerable Libraries": 100 … 100,000,000 up the side, glued by OCR to a
    // table's rows; the table's figures (31, 1,261, 61,807) have no one step.
    const ticks = ['100,000,000', '10,000,000', '1,000,000', '100,000', '10,000', '1,000', '100'].map((t, i) =>
      item(t, 100 - t.length * 6, 500 - i * 50, t.length * 6),
    );
    const table = [item('Libraries', 120, 345), item('31', 220, 345, 20), item('Library', 120, 300), item('1,261', 220, 300, 30), item('Organizations', 120, 250), item('61,807', 220, 250, 36)];
    const { items, chart } = withoutAxisNumbers([...ticks, ...table]);
    expect(chart).toBe(true);
    expect(texts(items)).toEqual(['Libraries', '31', 'Library', '1,261', 'Organizations', '61,807']);
  });

  it('leaves out a linear axis along a row, and keeps years, a numbered list and a row of scores', () => {
    const row = ['0', '20', '40', '60', '80'].map((t, i) => item(t, 100 + i * 80, 60, 16));
    expect(withoutAxisNumbers(row)).toEqual({ items: [], chart: true });
    const years = ['2003,', '2004,', '2007,', '2010,', '2013'].map((t, i) => item(t, 90 + i * 77, 22, 40));
    const list = ['1', '2', '3'].map((t, i) => item(t, 60, 400 - i * 40, 8));
    const scores = ['1', '2', '2', '1'].map((t, i) => item(t, 150 + i * 120, 200, 8));
    for (const items of [years, list, scores]) expect(withoutAxisNumbers(items)).toEqual({ items, chart: false });
  });
});
