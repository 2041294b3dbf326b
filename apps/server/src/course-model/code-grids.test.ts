import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { reviewDeckNarration } from './review-deck-narration.ts';

// The outlined OWASP deck's slide 3 read by OCR: ten numbered boxes in rows of four, boxes glued across
// ("A3: Cross- Insecure"), words cut ("A5: Security ion"), the title's first line lost ("Edition)").

const ocrSlide = (number: number, title: string, texts: string[]): DeckSlideText => {
  const lines: DeckLine[] = texts.map((text, i) => ({ text, level: 0, block: i % 4 }));
  return { number, title, text: texts.join('\n'), notes: '', lines, source: 'ocr' };
};
const grid = ocrSlide(2, 'Edition)', [
  'Al: Injection', 'Session Man sent', 'A3: Cross- Insecure', 'Site Scripting Direct Object', 'A5: Security ion',
  'A6: Sensitive Data Exposure', 'A7: Missing', 'Function', 'A8: Cross Site Request', 'A9: Using Known Vulnerable',
  'Unvalidated Redirects and Forwards',
]);
const deck = [
  ocrSlide(1, 'About the OWASP Top 10', ['The OWASP Top 10 is an awareness document for web application risks']),
  grid,
  ocrSlide(3, '2013-A1 - Injection', ['Tricking an application into including unintended commands in the data sent to an interpreter']),
  ocrSlide(4, '2013-A6 Sensitive Data Exposure', ['Failure to identify all sensitive data']),
  ocrSlide(5, '2013-A9 Using Known Vulnerable', ['Components almost always run with full privilege']),
  ocrSlide(6, 'Unvalidated Redirects and Forwards', ['Web application redirects are very common']),
  ocrSlide(7, 'Summary', ['Start with the OWASP Top 10 and build from there']),
];
const details = { courseTitle: 'OWASP Top 10', courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [] };

describe('a grid of numbered boxes read by OCR', () => {
  it('names only the boxes the deck confirms and says the slide sets them out in boxes', () => {
    const review = reviewDeckNarration(deck, details).slides[1]!;
    expect(review.narration).toBe(
      'The slide sets out numbered items in boxes, among them A1: Injection, A6: Sensitive Data Exposure and Unvalidated Redirects and Forwards.',
    );
    expect(review.report.passed).toBe(true);
  });
});
