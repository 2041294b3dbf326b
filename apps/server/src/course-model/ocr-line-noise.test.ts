import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { narrationSentences } from './narration-checks.ts';
import { withLowerL, withoutLeadingSpeck } from './ocr-line-noise.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';

// The outlined OWASP deck's slide 19 read by OCR: a bank's screenshot beside three points, its address bar
// and sample values read into the points' lines, a speck before "He modifies it to a", levels guessed.

const line = (text: string, level: number, block: number): DeckLine => ({ text, level, block });
const slide = (lines: DeckLine[]): DeckSlideText => ({
  number: 19, title: 'Insecure Direct Object References', text: lines.map((l) => l.text).join('\n'), notes: '', lines, source: 'ocr',
});

describe('a screenshot\'s bits read into the points beside it', () => {
  it('says the points without the address, the sample values and the speck, each cut line joined', () => {
    const { narration } = narrateOneSlide(slide([
      line('Attacker notices his', 1, 2),
      line('https://www.onlinebank.com/ acct parameter is user?acct=6065 6065', 0, 2),
      line('2acct=6065', 2, 2),
      line('men He modifies it to a', 0, 3),
      line('nearby number', 1, 3),
      line('?acct=6066', 1, 3),
      line('Attacker views the victim’s account information', 1, 3),
    ]));
    expect(narration).toContain('Attacker notices his acct parameter is 6065. He modifies it to a nearby number. Attacker views the victim’s account information.');
    expect(narrationSentences(narration).some((s) => /\b(men|to a)\.$/i.test(s) || /onlinebank|acct=/.test(s))).toBe(false);
  });

  it('keeps an address a sentence points to ("a link to http://www.hacker.com in a forum")', () => {
    const { narration } = narrateOneSlide(slide([line('User clicks on a link to http://www.hacker.com in a forum', 0, 0)]));
    expect(narration).toMatch(/User clicks on a link to \S*hacker\.com in a forum/);
  });
});

// The outlined OWASP deck's slide 30 read by OCR: step 1's circle read "11" before its sentence, a speck of
// the screenshot glued to the word that carries a sentence on to the next line.
describe('a speck at the start of an OCR line', () => {
  it('leaves out a number before a subject pronoun and a sign glued to a dictionary word', () => {
    expect(withoutLeadingSpeck('11 He modifies it to', 'en')).toBe('He modifies it to');
    expect(withoutLeadingSpeck('@accounts than just their own', 'en')).toBe('accounts than just their own');
  });

  it('keeps a count, a handle, a line too short to tell and a language without a dictionary as read', () => {
    expect(withoutLeadingSpeck('11 Hosts were scanned', 'en')).toBe('11 Hosts were scanned');
    expect(withoutLeadingSpeck('@owasp on Twitter', 'en')).toBe('@owasp on Twitter');
    expect(withoutLeadingSpeck('3 He said', 'en')).toBe('3 He said');
    expect(withoutLeadingSpeck('@cuentas de otros', 'es')).toBe('@cuentas de otros');
  });

  it('joins the step\'s sentence the number had cut and says neither speck', () => {
    const { narration } = narrateOneSlide({ ...slide([
      line('Attacker notices the URL indicates his role', 0, 2),
      line('11 He modifies it to', 0, 3),
      line('another directory (role)', 1, 3),
      line('Attacker views more', 0, 4),
      line('@accounts than just their own', 0, 4),
    ]), number: 30, title: '' });
    expect(narration).toContain('He modifies it to another directory (role).');
    expect(narration).toMatch(/Attacker views more:? accounts than just their own\./);
    expect(narration).not.toMatch(/11|@/);
  });
});

// The outlined OWASP deck's slide 17 read by OCR: "#5: All non-alphanumeric < 256" read "H5: AIl non-alphanumeric 256".
describe('a lower-case l OCR read as a capital I', () => {
  it('puts the l back where only the word with it is in the dictionary', () => {
    expect(withLowerL('H5: AIl non-alphanumeric 256', 'en')).toBe('H5: All non-alphanumeric 256');
    expect(withLowerL('The AIs and UIs, AI and IT', 'en')).toBe('The AIs and UIs, AI and IT');
    expect(withLowerL('AIl', 'es')).toBe('AIl');
  });
});
