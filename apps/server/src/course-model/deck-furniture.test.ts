import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { buildCourseModel } from './build-course-model.ts';
import { deckFurniture, isLogoWithScraps } from './deck-furniture.ts';

// A deck's logo ("OWASP" beside its emblem) is furniture; OCR of a picture deck reads it now alone, now
// with a scrap beside it: a number sign, a word of the picture in capitals, its caption in pieces.

const ocrSlide = (number: number, texts: string[]): DeckSlideText => {
  const lines: DeckLine[] = texts.map((text, block) => ({ text, level: 0, block }));
  return { number, title: `Risk ${number}`, text: texts.join('\n'), notes: '', lines, source: 'ocr' };
};
const deck = [
  ocrSlide(1, ['ACME', 'Attackers read the database through the search form']),
  ocrSlide(2, ['ACME', 'Encode all user input before passing it to the interpreter']),
  ocrSlide(3, ['ACME', 'Sessions are hijacked through stolen cookies']),
  ocrSlide(4, ['(2) ACME', 'Failure to identify all sensitive data']),
  ocrSlide(5, ['ACME The Open "Web Ann li cation', 'A common mistake is to hide links']),
  ocrSlide(6, ['ACME MILLION', 'Libraries are downloaded millions of times']),
  ocrSlide(7, ['ACME Top 10 is an awareness document', 'ACME Testing Guide:', 'Local Repository']),
];

describe('the logo of a picture deck read with a scrap beside it', () => {
  it('is left out with the logo, on every slide', () => {
    const said = buildCourseModel(deck, 'en').slides.map((s) => s.points.map((p) => p.text).join(' | '));
    expect(said[3]).toBe('Failure to identify all sensitive data');
    expect(said[4]).toBe('A common mistake is to hide links');
    expect(said[5]).toBe('Libraries are downloaded millions of times');
  });

  it('keeps a line that says more than the logo, a label and a name', () => {
    const furniture = deckFurniture(deck);
    expect(furniture.has('acme')).toBe(true);
    expect(isLogoWithScraps('ACME Top 10 is an awareness document', furniture)).toBe(false);
    expect(isLogoWithScraps('ACME Testing Guide:', furniture)).toBe(false);
    expect(isLogoWithScraps('Local Repository', new Set(['repository']))).toBe(false);
  });
});
