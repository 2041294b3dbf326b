import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { narrationSentences } from './narration-checks.ts';
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
