import { describe, expect, it } from 'vitest';
import { cardinal, ordinal, year } from './number-words.ts';
import { spokenForFlite } from './spoken-for-flite.ts';

describe('numbers in words', () => {
  it('says whole numbers, ordinals and years as people do', () => {
    expect(cardinal(1000)).toBe('one thousand');
    expect(cardinal(342)).toBe('three hundred forty-two');
    expect(cardinal(1_250_000)).toBe('one million two hundred fifty thousand');
    expect(ordinal(3)).toBe('third');
    expect(ordinal(21)).toBe('twenty-first');
    expect(ordinal(40)).toBe('fortieth');
    expect(ordinal(100)).toBe('one hundredth');
    expect(year(2013)).toBe('twenty thirteen');
    expect(year(2005)).toBe('two thousand five');
    expect(year(1905)).toBe('nineteen oh five');
    expect(year(1900)).toBe('nineteen hundred');
  });
});

describe('narration as Flite should hear it', () => {
  it('says web and e-mail addresses with "dot", "dash" and "at"', () => {
    expect(spokenForFlite('Visit https://help.example.com/mfa or write to it-help@example.com.')).toBe(
      'Visit help dot example dot com slash mfa or write to it dash help at example dot com.',
    );
    expect(spokenForFlite('See www.ncsc.gov.uk today.')).toBe('See w w w dot n c s c dot gov dot u k today.');
  });

  it('spells acronyms, says the sayable ones as words and shouted words as words', () => {
    expect(spokenForFlite('GDPR, MFA, HTTPS, XSS and SQL.')).toBe('G D P R, M F A, H T T P S, X S S and S Q L.');
    expect(spokenForFlite('NATO and OWASP use GIF files.')).toBe('Nato and Owasp use Gif files.');
    expect(spokenForFlite('Do NOT share your password with IT. NEVER.')).toBe('Do not share your password with I T. never.');
    expect(spokenForFlite('Are APIs safe?')).toBe('Are A P I\'s safe?');
  });

  it('says numbers, years, percentages, money and ordinals as people do', () => {
    expect(spokenForFlite('Since 2013, 1,000 users; 70% use it.')).toBe('Since twenty thirteen, one thousand users; seventy percent use it.');
    expect(spokenForFlite('Our 3rd rule, the 21st time, costs $5 or €1,200.')).toBe(
      'Our third rule, the twenty-first time, costs five dollars or one thousand two hundred euros.',
    );
    expect(spokenForFlite('Report it in 2–3 days; version 3.5; call 0800 123.')).toBe(
      'Report it in two to three days; version three point five; call zero eight zero zero one hundred twenty-three.',
    );
  });

  it('reads the numbers of standards on real decks as their names, not as ranges', () => {
    expect(spokenForFlite('NIST SP 800-53 and 800-53A; 2019-2021.')).toBe(
      'Nist S P eight hundred fifty-three and eight hundred fifty-three A; twenty nineteen to twenty twenty-one.',
    );
  });

  it('gives Flite plain ASCII quotes and dashes and drops accents it cannot read', () => {
    expect(spokenForFlite('We’re producing CSS—people use “naïve” café tools…')).toBe(
      'We\'re producing C S S, people use "naive" cafe tools...',
    );
  });

  it('reads Latin abbreviations and numbered items as people read them aloud', () => {
    expect(spokenForFlite('Lock it, e.g. at lunch (i.e., always), etc. #4 vs. #5.')).toBe(
      'Lock it, for example, at lunch (that is, always), et cetera. number four versus number five.',
    );
  });

  it('leaves ordinary sentences as they are', () => {
    const plain = 'Lock your screen when you leave your desk, at lunch or in a meeting.';
    expect(spokenForFlite(plain)).toBe(plain);
  });
});
