import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { narrationSentences } from './narration-checks.ts';
import { reviewDeckNarration } from './review-deck-narration.ts';

// The image-only Git deck's slide 7, read by OCR: labels wrapped over two lines come back as two lines.

const line = (text: string, block = 0): DeckLine => ({ text, level: 0, block });
const ocrSlide = (number: number, title: string, lines: DeckLine[]): DeckSlideText => ({
  number, title, text: lines.map((l) => l.text).join('\n'), notes: '', lines, source: 'ocr',
});
const details = { courseTitle: 'Git and GitHub', courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [] };
const deck = (slide: DeckSlideText) => [
  ocrSlide(1, 'What is Version Control?', [line('A Version Control System keeps every version of your files')]),
  slide,
];

describe('a label OCR read as two lines', () => {
  it('is said whole when its last word closes the sentence or the deck writes the two together elsewhere', () => {
    const slide = ocrSlide(2, 'git', [line('Distributed Version Control'), line('System.'), line('Version Control', 1), line('System', 1), line('GitHub hosts Git projects', 2)]);
    const said = reviewDeckNarration(deck(slide), details).slides[1]!;
    expect(said.narration).toContain('Distributed Version Control System.');
    expect(said.narration).toMatch(/Version Control System\b/);
    const sentences = narrationSentences(said.narration);
    expect(sentences.some((s) => /\b(system|System)\.$/.test(s) && s.split(' ').length <= 5 && !/Version/.test(s))).toBe(false);
  });

  it('joins a word broken at its hyphen without a space ("git add new-text-" over "File.")', () => {
    const slide = ocrSlide(2, 'Commands', [line('git add new-text-'), line('File.'), line('Commit your changes with a message', 1)]);
    expect(reviewDeckNarration(deck(slide), details).slides[1]!.narration).toContain('new-text-file.');
  });

  it('keeps two labels apart when neither sign says they are one ("Staging area", "Working")', () => {
    const slide = ocrSlide(2, 'Areas', [line('Staging area'), line('Working'), line('Commits are stored in the repository', 1)]);
    expect(reviewDeckNarration(deck(slide), details).slides[1]!.narration).not.toContain('Staging area Working');
  });
});
