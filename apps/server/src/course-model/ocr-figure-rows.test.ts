import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';

// "Everyone Uses Vulnerable Libraries" of the outlined OWASP deck, line for line as OCR reads it: a table of
// names and figures beside a pie chart. The table's rows were taken for a cloud of terms and left out
// ("The slide gathers terms …, among them vulnerable, safe and aspectsecurity.com").

// [text, block, level]: the lines of the slide as OCR reads them.
const read: [string, number, number?][] = [
  ['OWASP MILLION', 0], ['downloads in', 0, 1], ['Safe', 1], ['Down lo', 1],
  ['Libraries 31', 2], ['Library 1,261 Versions', 2], ['Organizations 61,807', 2], ['Downloads 113,939,358', 2],
  ['190', 3], ['https://www.aspectsecurity.com/news/press/the-unfortunate-reality-of-', 4],
];
const lines: DeckLine[] = read.map(([text, block, level = 0]) => ({ text, level, block }));
const slide: DeckSlideText = {
  number: 36, title: 'Everyone Uses Vulnerable Libraries', text: lines.map((l) => l.text).join('\n'), notes: '', lines, source: 'ocr',
};

describe('a table of names and figures read by OCR', () => {
  it('is read by row, each name with its figure, and the chart\'s cut scraps are not said', () => {
    const { model, narration } = narrateOneSlide(slide);
    expect(model.points.filter((p) => p.cells).map((p) => p.cells)).toEqual([
      ['Libraries', '31'], ['Library Versions', '1,261'], ['Organizations', '61,807'], ['Downloads', '113,939,358'],
    ]);
    expect(narration).toContain('The slide gives 31 for libraries. The slide gives 1,261 for library Versions.');
    expect(narration).toContain('The slide gives 113,939,358 for downloads.');
    expect(narration).not.toMatch(/down lo|downloads in/i);
  });

  it('leaves a sentence with a number in it a sentence', () => {
    const text = (t: string, block: number): DeckLine => ({ text: t, level: 0, block });
    const { model } = narrateOneSlide({ ...slide, lines: [text('Patch within 30 days', 0), text('Report within 24 hours', 0), text('Keep logs 90 days', 0)] });
    expect(model.points.some((p) => p.cells)).toBe(false);
  });
});
