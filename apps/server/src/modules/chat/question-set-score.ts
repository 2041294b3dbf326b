import type { ChatAnswer } from '@complyra/core';

// How the chat is measured on a question set (question-sets/*.json): per question, is the right slide among the
// ≤ 3 cited, is it the first one, was a wrong answer given, was a covered question refused. Used by
// `npm run check:chat` and by the quality tests, so both count the same way.

export interface SetQuestion {
  q: string;
  /** The slides that answer it; empty when the course does not cover it (a refusal is right). */
  slides: number[];
}

export interface QuestionSetDeck {
  file: string;
  title: string;
  questions: SetQuestion[];
}

export interface QuestionSet {
  about: string;
  decks: QuestionSetDeck[];
}

export type Outcome = 'right-first' | 'right-cited' | 'wrong-answer' | 'covered-refused' | 'not-covered-refused';

export interface QuestionResult {
  question: SetQuestion;
  outcome: Outcome;
  cited: number[];
}

export interface SetFigures {
  covered: number;
  notCovered: number;
  /** The right slide among the ≤ 3 cited (right-first included). */
  rightCited: number;
  rightFirst: number;
  /** An answer to a covered question citing none of its slides, or any answer to a question not covered. */
  wrongAnswers: number;
  coveredRefused: number;
  notCoveredRefused: number;
}

/** A reply with no sources is a refusal: the built-in engine cites every slide it answers from. */
export function judge(question: SetQuestion, answer: ChatAnswer): QuestionResult {
  const cited = answer.sources.slice(0, 3).map((s) => s.slide);
  const refused = answer.sources.length === 0;
  let outcome: Outcome;
  if (question.slides.length === 0) outcome = refused ? 'not-covered-refused' : 'wrong-answer';
  else if (refused) outcome = 'covered-refused';
  else if (question.slides.includes(cited[0]!)) outcome = 'right-first';
  else if (cited.some((n) => question.slides.includes(n))) outcome = 'right-cited';
  else outcome = 'wrong-answer';
  return { question, outcome, cited };
}

export function figuresOf(results: QuestionResult[]): SetFigures {
  const count = (...outcomes: Outcome[]) => results.filter((r) => outcomes.includes(r.outcome)).length;
  return {
    covered: results.filter((r) => r.question.slides.length > 0).length,
    notCovered: results.filter((r) => r.question.slides.length === 0).length,
    rightCited: count('right-first', 'right-cited'),
    rightFirst: count('right-first'),
    wrongAnswers: count('wrong-answer'),
    coveredRefused: count('covered-refused'),
    notCoveredRefused: count('not-covered-refused'),
  };
}

/** One line of figures: "right among cited 9/11, first 7, wrong answers 1, covered refused 1, not covered refused 3/3". */
export const figuresLine = (f: SetFigures) =>
  `right among cited ${f.rightCited}/${f.covered}, right first ${f.rightFirst}, wrong answers ${f.wrongAnswers}, ` +
  `covered refused ${f.coveredRefused}, not covered refused ${f.notCoveredRefused}/${f.notCovered}`;
