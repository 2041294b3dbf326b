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

  it('leaves out a common word OCR read alone in a box of its own beside sentences (a scrap of a picture or a cut heading)', () => {
    const { narration } = narrateOneSlide(ocrSlide(['Custom', 'Application presents a form to the attacker', 'Safe', 'Attacker sends an attack in the form data']));
    expect(narration).not.toMatch(/\b(custom|safe)\b/i);
    expect(narration).toContain('Attacker sends an attack in the form data.');
  });

  it('keeps a name alone in its box ("Linux" over its command) and the first line of an untitled slide', () => {
    expect(narrateOneSlide(ocrSlide(['Download the software and install Git', 'Linux', 'apt-get install git'])).narration).toMatch(/linux/i);
    const untitled = { ...ocrSlide(['Storage', 'Victim enters a credit card number in the form', 'Logs are accessible to all members of staff']), title: '' };
    expect(narrateOneSlide(untitled).narration).toMatch(/storage/i);
  });

  it('says a one-word lead-in with the question after it, never alone', () => {
    const slide = ocrSlide(['Browsers send the session cookie with each request', 'Imagine', 'What if a hacker could steer your mouse?', 'What could they make you do?']);
    const lines = (slide.lines ?? []).map((l, i) => (i === 2 || i === 3 ? { ...l, block: 2 } : l));
    const { narration } = narrateOneSlide({ ...slide, lines });
    expect(narration).toContain('Imagine: what if a hacker could steer your mouse?');
    expect(narration).not.toMatch(/Imagine\./);
  });

  it('leaves out a few words OCR cut from a sentence: joining words, a wrapped title\'s end, a bracketed word asked', () => {
    const { narration } = narrateOneSlide(ocrSlide(['(pages)?', 'Functions are referenced by a URL plus parameters', 'along with', 'and Forwards', 'A common mistake is to hide links']));
    expect(narration).not.toMatch(/\(pages\)|along with|and Forwards/i);
    expect(narration).toContain('Functions are referenced by a URL plus parameters.');
  });

  it('leaves out the end of a sentence OCR read alone in its box, keeping commands and sites (outlined OWASP slide 36)', () => {
    const { narration } = narrateOneSlide({
      ...ocrSlide(['downloads in 2011', 'Libraries are downloaded millions of times a year', 'git push', 'aspectsecurity.com news']),
      title: 'Everyone Uses Vulnerable Libraries',
    });
    expect(narration).not.toMatch(/downloads in 2011/i);
    expect(narration).toContain('Libraries are downloaded millions of times a year.');
    expect(narration).toContain('git push');
    expect(narration).toContain('aspectsecurity.com');
  });

  it('leaves it out once the scrap beside it in its box is gone', () => {
    const lines: DeckLine[] = [{ text: 'vulnerable', level: 0, block: 0 }, { text: 'downloads in 2011', level: 0, block: 0 }, { text: 'Libraries are downloaded millions of times', level: 0, block: 1 }];
    const { narration } = narrateOneSlide({ number: 9, title: 'Everyone Uses Vulnerable Libraries', text: '', notes: '', lines, source: 'ocr' });
    expect(narration).not.toMatch(/downloads in 2011|vulnerable\./i);
  });

  it('keeps lower-case lines that share their box with others', () => {
    const lines: DeckLine[] = [{ text: 'Attacker sends', level: 0, block: 0 }, { text: 'credentials to the site', level: 0, block: 0 }];
    const { narration } = narrateOneSlide({ number: 9, title: 'Flow', text: '', notes: '', lines, source: 'ocr' });
    expect(narration).toMatch(/credentials to the site/);
  });
});
