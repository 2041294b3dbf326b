import { describe, expect, it } from 'vitest';
import type { OpenedDeck, SlideRendering } from '../ports/deck-reader.ts';
import { readShownWords, withoutFurniture } from './shown-slide-words.ts';
import { linesPicture } from '../test/lines-picture.ts';

/** A slide picture with its lines drawn as pixels only (no text layer anywhere). */
const picture = (lines: string[]): Buffer =>
  linesPicture(lines, { width: 1280, height: 720, ground: '#fff', font: 44, left: 80, top: 120, step: 90 });

const deckOf = (pages: string[][], rendering: SlideRendering = 'pdf'): OpenedDeck => ({
  slideCount: pages.length,
  rendering,
  slides: () => [],
  renderSlide: async (number) => ({ image: picture(pages[number - 1]!), mimeType: 'image/png', width: 1280, height: 720 }),
  close: async () => {},
});

describe('what a slide shows (check:narration)', () => {
  it('reads each rendered slide by OCR and leaves out the words on most slides', async () => {
    const footer = 'Acme Security Training';
    const shown = await readShownWords(
      deckOf([
        ['Check the sender address', 'before you open a link', footer],
        ['Report phishing to the', 'help desk at once', footer],
        ['Lock your screen when', 'you leave your desk', footer],
      ]),
      'en',
    );
    expect(shown.measured).toBe(true);
    if (!shown.measured) return;
    expect(shown.bySlide.get(1)).toBe('Check the sender address before you open a link');
    expect(shown.bySlide.get(2)).toBe('Report phishing to the help desk at once');
    expect(shown.bySlide.get(3)).toBe('Lock your screen when you leave your desk');
  }, 60_000);

  it('measures nothing when the slides are drawn from their own text or the language cannot be read', async () => {
    expect(await readShownWords(deckOf([['Check the sender']], 'extracted-content'), 'en')).toEqual({
      measured: false,
      reason: 'the slides are drawn from their text (no LibreOffice), not pictures of the real slides',
    });
    expect(await readShownWords(deckOf([['בדקו את השולח']]), 'he')).toEqual({
      measured: false,
      reason: 'no OCR data for the course language (he) is installed',
    });
  }, 60_000);

  it('keeps a word on fewer than three slides or on a minority of them', () => {
    const read = new Map([
      [1, ['Phishing', 'OWASP', 'e-mails']],
      [2, ['Passwords', 'OWASP', 'emails']],
      [3, ['Updates', 'OWASP']],
      [4, ['Backups']],
    ]);
    expect([...withoutFurniture(read)]).toEqual([
      [1, 'Phishing e-mails'],
      [2, 'Passwords emails'],
      [3, 'Updates'],
      [4, 'Backups'],
    ]);
  });
});
