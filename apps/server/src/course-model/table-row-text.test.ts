import { describe, expect, it } from 'vitest';
import { tableRowText } from './table-row-text.ts';

describe('tableRowText', () => {
  it('joins short cells with commas', () => {
    expect(tableRowText(['Exploitability: 3', '', 'Prevalence: 2'])).toBe('Exploitability: 3, Prevalence: 2');
    // A contents row: its page number's full stop ends no sentence.
    expect(tableRowText(['FW', 'Foreword', '2.'])).toBe('FW, Foreword, 2.');
  });

  it('says cells that are paragraphs as sentences, never a comma after a full stop', () => {
    expect(tableRowText(['Session attacks are well understood.', 'The prevalence is high.', 'See: owasp.org'])).toBe(
      'Session attacks are well understood. The prevalence is high. See: owasp.org.',
    );
  });
});
