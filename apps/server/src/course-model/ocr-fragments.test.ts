import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { narrationSentences } from './narration-checks.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';

// Single words OCR cut from a sentence or a picture (the outlined OWASP deck's slides 9, 16 and 17).

const ocrSlide = (texts: string[]): DeckSlideText => {
  const lines: DeckLine[] = texts.map((text, block) => ({ text, level: 0, block }));
  return { number: 9, title: 'SQL Injection', text: texts.join('\n'), notes: '', lines, source: 'ocr' };
};

describe('single words OCR cut from a sentence or a picture', () => {
  it('are not said alone: a cut word, a label closed by ";", "See:" pointing nowhere', () => {
    const { narration } = narrateOneSlide(ocrSlide(['Account;', 'Application presents a form to the attacker', 'ate', 'Attacker sends an attack in the form data', 'See:']));
    expect(narrationSentences(narration).filter((s) => /^\S+[.!?]$/.test(s.trim()))).toEqual([]);
    expect(narration).toContain('Application presents a form to the attacker.');
  });

  it('keeps a capitalised word, which may head the points under it, and a site\'s name', () => {
    const { narration } = narrateOneSlide(ocrSlide(['Don’ts', 'Do not explain why the changes are made', 'owasp.org']));
    expect(narration).toMatch(/don’ts/i);
    expect(narration).toContain('owasp.org');
  });
});
