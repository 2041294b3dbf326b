import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { reviewDeckNarration } from './review-deck-narration.ts';

// The image-only Git deck's slide 8: "Terminology" over terms scattered on the slide, read by OCR one per
// line, with neighbours set on one line glued ("Source Code Manager Merge Conflicts").

const ocrSlide = (number: number, title: string, lines: DeckLine[]): DeckSlideText => ({
  number, title, text: lines.map((l) => l.text).join('\n'), notes: '', lines, source: 'ocr',
});
const terms: [string, number][] = [
  ['Version Control System', 0], ['Merging', 1], ['Staging Index', 2], ['Source Code Manager Merge Conflicts', 3],
  ['Remotes', 3], ['Commit', 3], ['Repository', 4], ['Staging area', 5], ['Checkout Directory', 6],
];
const cloud = ocrSlide(2, 'Terminology', terms.map(([text, block]) => ({ text, level: 0, block })));
const intro = ocrSlide(1, 'Working with Git', [
  { text: 'A Version Control System keeps every version in a repository', level: 0, block: 0 },
  { text: 'Files wait in the staging area before each commit', level: 0, block: 0 },
]);
const next = ocrSlide(3, 'Getting started', [{ text: 'Install Git and create your first repository', level: 0, block: 0 }]);
const details = { courseTitle: 'Git and GitHub', courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [] };

describe('a cloud of terms read by OCR', () => {
  it('says the slide gathers terms and names those read whole, leaving out lines that glue two terms', () => {
    const review = reviewDeckNarration([intro, cloud, next], details).slides[1]!;
    expect(review.narration).toMatch(/^This slide is headed Terminology\. The slide gathers terms this course uses, among them /);
    expect(review.narration).toMatch(/version control system, merging, remotes, commit, repository and staging area\.$/i);
    expect(review.narration).not.toMatch(/Merge Conflicts|Checkout Directory|Staging Index/);
    expect(review.report.passed).toBe(true);
  });

  it('reads the same lines from a deck\'s text layer as they stand (no cloud without OCR)', () => {
    const typed = { ...cloud, source: 'text' as const };
    expect(reviewDeckNarration([intro, typed, next], details).slides[1]!.narration).not.toContain('gathers terms');
  });
});
