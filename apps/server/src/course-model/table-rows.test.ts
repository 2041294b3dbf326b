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
    // A row of labels is no glossary entry.
    const labels = narrateOneSlide(tableSlide([['Old', 'New'], ['3 Primary Changes:', 'Merged: 2010-A7 and 2010-A9 to 2013-A6']])).narration;
    expect(labels).not.toMatch(/Changes (means|is)/);

    const short = narrateOneSlide(
      tableSlide([
        ['Threat', 'Attack Vector', 'Impact'],
        ['App Specific', 'Easy', 'Severe'],
        ['App Specific', 'Difficult', 'Minor'],
      ]),
    ).narration;
    expect(short).toContain('Attack Vector Easy');
  });

  it('says a glossary table row as its term and what it means', () => {
    const { narration } = narrateOneSlide(
      tableSlide([
        ['OSCAL Term', 'Meaning'],
        ['Catalog', 'A set of security control definitions, such as the controls in NIST SP 800-53.'],
        ['Profile', 'A set of security requirements; also called a baseline or overlay.'],
      ]),
    );
    expect(narration).toContain('Catalog is a set of security control definitions, such as the controls in NIST SP 800-53.');
    expect(narration).toContain('Profile is a set of security requirements; also called a baseline or overlay.');
    expect(narration).not.toMatch(/One row gives OSCAL Term/);
  });
});
