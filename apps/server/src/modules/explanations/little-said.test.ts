import type { SlideModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { littleSaidReason } from './little-said.ts';

const statement = (text: string) => ({ text, level: 0, kind: 'statement' as const });

/** A full slide: over 40 words. */
const fullSlide: Pick<SlideModel, 'title' | 'points'> = {
  title: 'Reporting a phishing e-mail',
  points: [
    statement('Forward the suspicious message to the security team as an attachment within one hour'),
    statement('Do not click any link, open any attachment or reply to the sender'),
    statement('Write down when the message arrived and whether you entered a password'),
    statement('Call the service desk at once when you already typed your password on the page'),
  ],
};

describe('little said: the narration says much less than the slide shows', () => {
  it('marks a full slide whose narration names fewer than a third of its content words', () => {
    expect(littleSaidReason(fullSlide, 'This slide is about reporting phishing.', 'en')).toEqual({
      code: 'little-said',
      message: 'The narration says little of what the slide shows: 2 of the slide\'s 30 main words.',
    });
  });

  it('leaves a narration that teaches the slide unmarked, inflected words counting as said', () => {
    const narration =
      'When a phishing e-mail arrives, forward the suspicious message to the security team as an attachment within an hour. ' +
      'Never click its links, open its attachments or reply. Note when it arrived and whether you entered your password; ' +
      'if you typed it on the page, call the service desk at once.';
    expect(littleSaidReason(fullSlide, narration, 'en')).toBeNull();
    // "reporting" on the slide is said by "reports"; "attachment" by "attachments".
    const inflected = { title: 'Reporting', points: Array.from({ length: 40 }, () => statement('attachment')) };
    expect(littleSaidReason(inflected, 'Everyone reports attachments.', 'en')).toBeNull();
  });

  it('never marks a slide of fewer than 40 words, however short the narration', () => {
    const shortSlide = { title: 'Passwords', points: [statement('Use a password manager'), statement('Never reuse passwords')] };
    expect(littleSaidReason(shortSlide, 'Thank you.', 'en')).toBeNull();
    expect(littleSaidReason({ title: 'Thank you', points: [] }, '', 'en')).toBeNull();
  });

  it('measures a German slide with the German stop words left out', () => {
    const german = {
      title: 'Sichere Passwörter',
      points: Array.from({ length: 8 }, (_, i) => statement(`Regel ${i + 1}: Verwenden Sie für jedes Konto ein eigenes langes Passwort`)),
    };
    const reason = littleSaidReason(german, 'Diese Folie ergänzt einige Punkte.', 'de');
    expect(reason?.code).toBe('little-said');
    expect(littleSaidReason(german, 'Verwenden Sie für jedes Konto ein eigenes, langes und sicheres Passwort; jede Regel zählt.', 'de')).toBeNull();
  });
});
