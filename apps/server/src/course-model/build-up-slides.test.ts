import { describe, expect, it } from 'vitest';
import type { DeckSlideText } from '../ports/deck-reader.ts';
import { reviewDeckNarration } from './review-deck-narration.ts';
import { repeatedOpenings } from './repeated-openings.ts';

// A drawing built up over slides under one title (the Git workshop's "How Git works?" three times, one arrow
// more each time): each point is said once, where it first appears, and the later slides go on from it.

const slide = (number: number, title: string, lines: string[]): DeckSlideText => ({ number, title, text: lines.join('\n'), notes: '' });
const deck: DeckSlideText[] = [
  slide(1, 'Working with Git', ['Git keeps every version of your files']),
  slide(2, 'How Git works?', ['Working directory', 'Staging area']),
  slide(3, 'How Git works?', ['Working directory', 'Staging area', 'Local repository']),
  slide(4, 'How Git works?', ['Working directory', 'Staging area', 'Local repository']),
  slide(5, 'Next steps', ['Practise on a project of your own']),
];
const details = { courseTitle: 'Git basics', courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [] };

describe('slides built up under one title', () => {
  it('opens the first as a question and goes on from it on the next ones, saying only what each adds', () => {
    const review = reviewDeckNarration(deck, details);
    const said = review.slides.map((s) => s.narration);
    const list = '(Here you see|This slide shows you|The points here are)';
    expect(said[1]).toMatch(new RegExp(`^Let's start with a question: how Git works\\? ${list} working directory and staging area\\.$`));
    expect(said[2]).toMatch(new RegExp(`^We stay with the question: how Git works\\? ${list} local repository\\.$`));
    expect(said[3]).toBe('The slide on how Git works now goes one step further.');
    // The points said on an earlier slide are not owed again: every check passes.
    expect(review.slides.filter((s) => !s.report.passed).map((s) => s.slide.number)).toEqual([]);
    expect(review.openings).toEqual({ check: 'same-opening', passed: true, problems: [] });
  });

  it('flags slides in a row that open with the same sentence', () => {
    const openings = [
      { number: 2, narration: 'Let\'s start with a question: how Git works? Here you see working directory.' },
      { number: 3, narration: 'Let\'s start with a question: how Git works? Here you see local repository.' },
      { number: 4, narration: 'We stay with the question: how Git works? It adds one more step.' },
    ];
    expect(repeatedOpenings(openings)).toEqual([3]);
  });
  it('lets notes that open with the title say it, without the narrator saying it first', () => {
    const withNotes = deck.map((s) => (s.number === 2 ? { ...s, notes: 'How git works? We have three places.' } : s));
    const said = reviewDeckNarration(withNotes, details).slides[1]!.narration;
    expect(said).toMatch(/^How git works\? We have three places\. /);
  });
});
