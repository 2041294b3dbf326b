import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';

// A table is said by its columns once, then row by row (builtin-narrator.ts, table-row-text.ts).

const tableSlide = (rows: string[][]): DeckSlideText => {
  const lines: DeckLine[] = rows.map((cells) => ({ text: cells.join(' | '), level: 0, cells, block: 0 }));
  return { number: 7, title: 'Mapping from 2010 to 2013', text: lines.map((l) => l.text).join('\n'), notes: '', lines, source: 'text' };
};

describe('table rows', () => {
  it('names the cells by short column names, and says cells under long column names alone', () => {
    const { narration } = narrateOneSlide(
      tableSlide([
        ['OWASP Top 10 – 2010 (old)', 'OWASP Top 10 – 2013 (New)'],
        ['2010-A1 – Injection', '2013-A1 – Injection'],
        ['2010-A2 – Cross Site Scripting', '2013-A2 – Broken Authentication'],
      ]),
    );
    expect(narration).toContain('The table has columns for OWASP Top 10 – 2010 (old) and OWASP Top 10 – 2013 (New).');
    expect(narration).toContain('2010-A1 – Injection and 2013-A1 – Injection');
    expect(narration.match(/OWASP Top 10 – 2010 \(old\)/g)).toHaveLength(1);

    const short = narrateOneSlide(
      tableSlide([
        ['Threat', 'Attack Vector', 'Impact'],
        ['App Specific', 'Easy', 'Severe'],
        ['App Specific', 'Difficult', 'Minor'],
      ]),
    ).narration;
    expect(short).toContain('Attack Vector Easy');
  });
});
