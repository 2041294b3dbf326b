import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';

// Slides of the image-only Git deck (80 dpi pictures, read by OCR), line for line as OCR gives them: a
// drawing's labels come back as short lines in blocks of their own, and were read one by one.

const ocrSlide = (number: number, title: string, lines: DeckLine[]): DeckSlideText => ({
  number, title, text: lines.map((l) => l.text).join('\n'), notes: '', lines, source: 'ocr',
});

describe('a drawing read by OCR', () => {
  it('names two labelled drawings as a diagram, not one word at a time', () => {
    const { model, narration } = narrateOneSlide(
      ocrSlide(5, 'Version Control Systems (VCS)', [
        { text: 'Centralized', level: 0, block: 0 },
        { text: 'Distributed', level: 0, block: 1 },
        { text: '<5', level: 0, block: 2 },
      ]),
    );
    expect(narration).toContain('This diagram shows Version Control Systems (VCS): centralized and distributed.');
    expect(narration).not.toContain('Distributed.');
    expect(model.review?.map((r) => r.code)).toContain('diagram-summarized');
  });

  it('names the boxes of a drawing and never the word OCR cut off', () => {
    const { narration } = narrateOneSlide(
      ocrSlide(17, 'How Git works?', [
        { text: 'Staging Area', level: 0, block: 1 },
        { text: 'Local Repository', level: 0, block: 2 },
        { text: 'git add new-text-', level: 0, block: 3 },
      ]),
    );
    expect(narration).toBe('Let\'s start with a question: how Git works? This diagram shows how Git works: Staging Area and Local Repository.');
  });

  it('keeps a list in one block a list, and a screenshot\'s output beside its command no diagram', () => {
    const list = narrateOneSlide(
      ocrSlide(6, 'Most Popular Version Control Systems', [
        { text: 'Git', level: 0, block: 0 },
        { text: 'Subversion', level: 0, block: 0 },
        { text: 'Mercurial', level: 0, block: 0 },
      ]),
    );
    expect(list.narration).toContain('git, subversion and mercurial');
    expect(list.narration).not.toContain('diagram');
    const terminal = narrateOneSlide(
      ocrSlide(23, 'Reviewing the Repository’s History', [
        { text: 'git status', level: 0, block: 0 },
        { text: 'On branch master', level: 0, block: 1 },
        { text: 'Your branch is up-to-date with Nothing to commit, working directory clean', level: 0, block: 1 },
        { text: 'git log', level: 0, block: 2 },
      ]),
    );
    expect(terminal.narration).not.toContain('diagram');
  });
});
