import { describe, expect, it } from 'vitest';
import { csvByteOrderMark, csvCell, csvRow } from './csv-export.ts';

describe('csvCell', () => {
  it('prefixes an apostrophe to every text a spreadsheet would run as a formula', () => {
    expect(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      '\'+1+1',
      '\'-2+3',
      '\'@SUM(A1)',
      '\'\tx',
      `"'\rx"`,
    ]);
  });

  it('leaves plain text, numbers and empty cells as they are, and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell('Zoë Ångström')).toBe('Zoë Ångström');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF; the byte-order mark is U+FEFF', () => {
    expect(csvRow(['a', 1, '=b'])).toBe('a,1,\'=b\r\n');
    expect(csvByteOrderMark.codePointAt(0)).toBe(0xfeff);
  });
});
