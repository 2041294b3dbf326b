import { describe, expect, it } from 'vitest';
import type { DeckSlideText } from '../ports/deck-reader.ts';
import { reviewDeckNarration } from './review-deck-narration.ts';

// Found grading real decks by hand: a slide that is a page of user names was read out whole (a hundred
// names); "Encode all user input …" was said as "Here you see encode all user input" (compromise did not
// know "encode" as a verb); a link text lost by OCR left "Learn more about" cut off.

const slide = (number: number, title: string, lines: string[]): DeckSlideText => ({ number, title, text: lines.join('\n'), notes: '' });
const details = { courseTitle: 'Web security', courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [] };
const names = Array.from({ length: 40 }, (_, i) => `user${i + 1}`);

describe('long lists, advice and cut-off lines said as a person would', () => {
  const review = reviewDeckNarration([
    slide(1, 'Web security basics', ['Attackers send raw data to your application']),
    slide(2, 'Leaked accounts', names),
    slide(3, 'Avoiding injection', ['Encode all user input before passing it to the interpreter']),
    slide(4, 'Further reading', ['Use the cheat sheets of the project', 'Learn more about']),
  ], details);
  const said = review.slides.map((s) => s.narration);

  it('says a long list by its first few items', () => {
    expect(said[1]).toContain('The slide gives a long list, beginning with user1, user2, user3, user4 and user5.');
    expect(said[1]).not.toContain('user6');
  });

  it('says advice that opens with a verb compromise lacked as advice', () => {
    expect(said[2]).toContain('encode all user input before passing it to the interpreter.');
    expect(said[2]).not.toMatch(/Here you see|This slide shows you|The points here are/);
  });

  it('leaves out a line cut off after "about", and every check passes', () => {
    expect(said[3]).toContain('Make sure you use the cheat sheets of the project.');
    expect(said[3]).not.toMatch(/about\./);
    expect(review.slides.filter((s) => !s.report.passed).map((s) => s.slide.number)).toEqual([]);
  });
});

describe('a long list in a language the narrator has no phrases for', () => {
  it('says the first few names of a run, not a hundred', () => {
    const contributors = Array.from({ length: 30 }, (_, i) => `contributor${i + 1}`);
    const review = reviewDeckNarration([
      slide(1, 'עשרת הפגיעויות', [
        'אנו רוצים להודות לארגונים הרבים אשר תרמו מידע לגבי הפגיעויות שלהם לטובת תמיכה במהדורה.',
        'בפעם הראשונה, כל המידע שנתרם למהדורת עשרת הפגיעויות, ורשימת התורמים המלאה זמינים בצורה פומבית.',
        'זה יהיה רשלני מצדנו שלא להזכיר את מי שסיפקו סיוע רב בכתיבת הפגיעות החדשה.',
      ]),
      slide(2, 'תודות', ['אנו מעוניינים להודות לתורמים הפרטיים אשר השקיעו יחד שעות רבות.', ...contributors]),
    ], { ...details, courseTitle: 'עשרת הפגיעויות' });
    const said = review.slides[1]!.narration;
    expect(said).toContain('Contributor1, contributor2, contributor3, contributor4, contributor5…');
    expect(said).not.toContain('contributor6');
  });
});
