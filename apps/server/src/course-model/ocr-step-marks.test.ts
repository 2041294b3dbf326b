import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { withoutStepMarks } from './ocr-step-marks.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';

describe('step marks read by OCR from a numbered drawing', () => {
  it('leaves out a circled number or letter wherever it fell on the line', () => {
    expect(withoutStepMarks('Logs are accessible (3) to all members of IT staff for debugging')).toBe(
      'Logs are accessible to all members of IT staff for debugging',
    );
    expect(withoutStepMarks('(a) Malicious')).toBe('Malicious');
    expect(withoutStepMarks('Error handler logs (2)')).toBe('Error handler logs');
  });

  it('keeps brackets that are words or part of one, and a mark alone on its line', () => {
    expect(withoutStepMarks('Cross Site Scripting (XSS)')).toBe('Cross Site Scripting (XSS)');
    expect(withoutStepMarks('Article 5(1) applies')).toBe('Article 5(1) applies');
    expect(withoutStepMarks('(2)')).toBe('(2)');
  });

  // The outlined OWASP deck's slide 25 read by OCR: step 1's circle between a sentence's two lines.
  it('joins the sentence the mark had cut, and says no mark', () => {
    const line = (text: string, level: number, block: number): DeckLine => ({ text, level, block });
    const lines = [line('Victim enters', 0, 1), line('(1) credit card', 0, 1), line('Error handler logs (2)', 0, 2)];
    const slide: DeckSlideText = { number: 25, title: 'Storage', text: lines.map((l) => l.text).join('\n'), notes: '', lines, source: 'ocr' };
    const { narration } = narrateOneSlide(slide);
    expect(narration).not.toMatch(/\(\d\)/);
    expect(narration).toContain('Victim enters credit card');
  });
});
