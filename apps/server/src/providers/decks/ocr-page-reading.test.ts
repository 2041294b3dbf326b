import { describe, expect, it } from 'vitest';
import { type PdfTextItem, readPdfPage } from './pdf-page-text.ts';

// How a page of OCR'd words is read: OCR measures each line by its letters' height, and keeps a bullet's
// mark as a word of its own, so a wrapped title and a wrapped bullet are put together by their places.

/** A line's words as OCR gives them: each word an item on one run (OCR line), `size` points high. */
function line(text: string, x: number, y: number, size: number, run: number): PdfTextItem[] {
  let at = x;
  return text.split(' ').map((str) => {
    const item = { str: `${str} `, x: at, y, width: str.length * size * 0.55, size, run };
    at += item.width + size * 0.3;
    return item;
  });
}
const slide = { width: 720, height: 540, images: 0, ocr: true };

describe('pages read by OCR', () => {
  it('takes a wrapped title\'s short last line, measured smaller by OCR, as part of the title', () => {
    // "About the OWASP Top" over a centred "10": a line of digits has no descenders, OCR measures it 26 pt, not 34.
    const items = [...line('About the OWASP Top', 349, 511, 34, 1), ...line('10', 506, 478, 26, 2), ...line('OWASP Top 10 is an Awareness Document', 75, 383, 20, 3)];
    expect(readPdfPage(items, slide)).toMatchObject({ title: 'About the OWASP Top 10', text: 'OWASP Top 10 is an Awareness Document' });
    // A short line that is no part of the title (set well apart from it) stays in the body.
    const apart = [...line('About the OWASP Top 10', 349, 511, 34, 1), ...line('Released', 75, 383, 20, 2)];
    expect(readPdfPage(apart, slide).title).toBe('About the OWASP Top 10');
  });

  it('starts a wrapped title at its first line when OCR measures the second line larger', () => {
    // The outlined OWASP deck's "What Can You Do / to Avoid This?": the "?" makes OCR measure the second line 39 pt, the first 29.
    const title = [...line('What Can You Do', 470, 515, 29, 1), ...line('to Avoid This?', 480, 479, 39, 2)];
    const items = [...title, ...line('Automation checks periodically', 60, 348, 16, 3)];
    expect(readPdfPage(items, slide)).toMatchObject({ title: 'What Can You Do to Avoid This?', text: 'Automation checks periodically' });
    // A smaller line far above the title, or off to one side, is not its first line.
    const aside = [...line('OWASP', 60, 515, 24, 1), ...line('to Avoid This?', 480, 479, 39, 2), ...line('Automation checks', 60, 348, 16, 3)];
    expect(readPdfPage(aside, slide).title).toBe('to Avoid This?');
  });

  it('joins a bullet\'s wrapped line, set under the bullet\'s first word, to its bullet', () => {
    const items = [
      ...line('Direct Object References', 300, 480, 30, 1),
      ...line('• ESAPI provides support for numeric random', 71, 360, 20, 2),
      ...line('mappings', 90, 336, 20, 3),
      ...line('• Validate the direct object reference', 71, 300, 20, 4),
    ];
    // The wrapped line starts where the bullet's words start, 19 pt right of its mark.
    items.find((i) => i.str === 'ESAPI ')!.x = 90;
    expect(readPdfPage(items, slide).text.split('\n')).toEqual([
      'ESAPI provides support for numeric random mappings',
      'Validate the direct object reference',
    ]);
  });

  it('takes a top line set well apart above the rest as the title, though OCR measures it no larger', () => {
    // "What is Version Control?" over three points read a little taller (a picture beside them).
    const items = [
      ...line('What is Version Control?', 80, 430, 36, 1),
      ...line('• Time', 72, 303, 38, 2),
      ...line('• Who took it', 72, 249, 39, 3),
      ...line('• State and', 72, 199, 38, 4),
    ];
    expect(readPdfPage(items, slide)).toMatchObject({ title: 'What is Version Control?', text: 'Time\nWho took it\nState and' });
    // Lines of one text close together have no title.
    const paragraph = [...line('One line', 80, 430, 36, 1), ...line('and the next', 80, 390, 36, 2), ...line('and one more', 80, 350, 36, 3)];
    expect(readPdfPage(paragraph, slide).title).toBe('');
  });
});
