import { describe, expect, it } from 'vitest';
import { certificateFileName, itemScore, scoreQuiz } from './quiz.rules.ts';

const q = (isCorrect: boolean, usedHint = false) => ({ isCorrect, usedHint });

describe('quiz scoring', () => {
  it('is correct ÷ total × 100, minus 3 per hinted question, passed at 70', () => {
    expect(scoreQuiz(Array.from({ length: 10 }, () => q(true)))).toEqual({ score: 100, passed: true, correct: 10 });
    expect(scoreQuiz([...Array.from({ length: 7 }, () => q(true)), q(false), q(false), q(false)])).toEqual({
      score: 70,
      passed: true,
      correct: 7,
    });
    // 7 right, one hint: 67, not passed.
    expect(scoreQuiz([q(true, true), ...Array.from({ length: 6 }, () => q(true)), q(false), q(false), q(false)]).score).toBe(67);
    expect(scoreQuiz([q(true, true), ...Array.from({ length: 6 }, () => q(true)), q(false), q(false),
      q(false)]).passed).toBe(false);
  });

  it('counts a hint even on a wrong answer, floors at 0 and rounds to a whole percent', () => {
    expect(scoreQuiz([q(false, true), q(false, true)]).score).toBe(0);
    expect(scoreQuiz([q(true), q(false), q(false)]).score).toBe(33);
    expect(scoreQuiz([q(true), q(true), q(false)]).score).toBe(67);
    expect(scoreQuiz([]).score).toBe(0);
  });

  it('gives each item 100, 97 with a hint, 0 when wrong', () => {
    expect([itemScore(q(true)), itemScore(q(true, true)), itemScore(q(false, true))]).toEqual([100, 97, 0]);
  });
});

describe('certificate file name', () => {
  it('is course-user-date with spaces as hyphens', () => {
    expect(certificateFileName('Phishing Awareness', 'Ana María López', new Date('2026-11-23T18:00:00Z'))).toBe(
      'Phishing-Awareness-Ana-María-López-2026-11-23',
    );
  });
});
