import { describe, expect, it } from 'vitest';
import { acronymTitleEnd } from './acronym-titles.ts';

describe('acronymTitleEnd', () => {
  it('finds the line where a title spelled out by its acronym ends', () => {
    expect(acronymTitleEnd(['Overview of the Open', 'Security Controls', 'Assessment Language', '(OSCAL)', 'Michaela Iorga'])).toBe(3);
    expect(acronymTitleEnd(['Version Control', 'Systems (VCS)', 'Ada Lovelace'])).toBe(1);
  });

  it('finds none when the bracketed letters are not the initials before them', () => {
    expect(acronymTitleEnd(['Introduction to Git', 'Dana Smith (CISO)'])).toBe(-1);
    expect(acronymTitleEnd(['Phishing awareness', 'Acme Logistics'])).toBe(-1);
  });
});
