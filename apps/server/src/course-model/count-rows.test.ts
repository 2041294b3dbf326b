import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { reviewDeckNarration } from './review-deck-narration.ts';

// The OWASP talk's "What's Changed?" slide: counts written as label-value rows under a heading.

const line = (text: string, level: number): DeckLine => ({ text, level, label: true, block: 0 });
const changed = (rows: string[]): DeckSlideText => {
  const lines = [line('Risks Added, Risks Merged, Risks Reordered', 0), ...rows.map((r) => line(r, 1)), line('Development Methodology For 2013', 0), line('Used more sources of vulnerability data', 1)];
  return { number: 2, title: 'What’s Changed?', text: lines.map((l) => l.text).join('\n'), notes: '', lines };
};
const details = { courseTitle: 'OWASP Top 10', courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [] };
const narrate = (slide: DeckSlideText) => {
  const intro: DeckSlideText = { number: 1, title: 'OWASP Top 10 2013', text: 'An awareness document', notes: '' };
  return reviewDeckNarration([intro, slide], details).slides[1]!;
};

describe('rows of counts under a heading', () => {
  it('says them as one sentence in the slide\'s terms, not as labels', () => {
    const review = narrate(changed(['Reordered: 7', 'Added: 1', 'Merged: 2 merged into 1', 'Broadened: 1']));
    expect(review.narration).toContain('7 risks were reordered, 1 added, 2 merged into 1 and 1 broadened.');
    expect(review.narration).not.toMatch(/Reordered: 7|Added: 1/);
    expect(review.report.passed).toBe(true);
  });

  it('finds the rows OCR read at the heading\'s level in a block of their own (the outlined deck\'s slide 6)', () => {
    const lines = [
      { text: 'Risks Added, Risks Merged, Risks', level: 0, block: 0 },
      ...['Reordered: 7', 'Added: 1', 'Merged: 2 merged into 1', 'Broadened: 1'].map((text) => ({ text, level: 0, block: 1 })),
    ];
    const slide: DeckSlideText = { number: 2, title: 'Changed?', text: lines.map((l) => l.text).join('\n'), notes: '', lines, source: 'ocr' };
    expect(narrate(slide).narration).toContain('7 risks were reordered, 1 added, 2 merged into 1 and 1 broadened.');
  });

  it('leaves a single row and rows that are no counts as they are', () => {
    expect(narrate(changed(['Reordered: 7'])).narration).not.toContain('risks were');
    expect(narrate(changed(['Owner: security team', 'Reviewed: every year'])).narration).not.toContain('were');
  });
});
