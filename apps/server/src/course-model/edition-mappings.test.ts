import type { CoursePoint, SlideModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { withEditionMapping } from './edition-mappings.ts';

const point = (text: string, block: number): CoursePoint => ({ kind: 'statement', text, level: 0, block });
const slide = (points: CoursePoint[]): SlideModel => ({ number: 7, title: 'Mapping from 2010 to 2013 Top 10', role: 'content', points, source: 'ocr' } as SlideModel);

describe('a slide mapping one edition of a list onto the next', () => {
  // The outlined OWASP deck's slide 7 as OCR reads it: the two columns' cells out of step, two run into one line.
  it('says each item by its place in both editions, never the columns glued', () => {
    const read = withEditionMapping(slide([
      point('OWASP Top 10 - 2010 OWASP Top 10 - 2013', 0), point('(old) (New)', 0),
      point('2010-A1 - Injection', 1), point('2013-A1 - Injection', 2),
      point('2010-A2 - Cross Site Scripting (XSS)', 3), point('2013-A2 - Broken Authentication and Session Management', 4),
      point('2010-A3 - Broken Authentication and Session Management', 5), point('2013-A3 - Cross Site Scripting (XSS)', 6),
      point('2010-A4 - Insecure Direct Object', 7), point('References', 7), point('2013-A4 - Insecure Direct Object', 8),
      point('Cross Site Request Forgery', 9),
      point('2010-A8 - Failure to Restrict URL Access 2013-A8 - Cross-Site Request Forgery', 14),
      point('2013-A9 - Using Known Vulnerable', 16), point('Components (NEW)', 16),
      point('Merged: 2010-A7 and 2010-A9 2013-', 16),
    ]));
    expect(read.points.map((p) => p.text)).toEqual([
      'Injection stays A1 in 2013.',
      'Cross Site Scripting (XSS) goes from A2 in 2010 to A3 in 2013.',
      'Broken Authentication and Session Management goes from A3 in 2010 to A2 in 2013.',
      'Insecure Direct Object References stays A4 in 2013.',
      'A8 in 2013 is Cross-Site Request Forgery.',
      'Using Known Vulnerable Components is new in 2013, as A9.',
      'A8 in 2010 was Failure to Restrict URL Access.',
    ]);
  });

  it('leaves a slide with codes of one edition as it is', () => {
    const list = slide([point('2013-A1 - Injection', 0), point('2013-A2 - Broken Authentication', 0), point('2013-A3 - Cross Site Scripting', 0)]);
    expect(withEditionMapping(list)).toBe(list);
  });
});
