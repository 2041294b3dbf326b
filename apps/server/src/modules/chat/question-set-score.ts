import type { ChatReply } from './refusal-reply.ts';

// How the chat is measured on a question set (question-sets/*.json): per question, is the right slide among the
// ≤ 3 cited, is it the first one, was a wrong answer given, was a covered question refused (and did the refusal
// point to the right slide: a refusal naming slides is a refusal, never an answer). Used by
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

export type Outcome =
  | 'right-first'
  | 'right-cited'
  | 'wrong-answer'
  /** Refused, the right slide among the ≤ 3 it points to. */
  | 'covered-pointed-right'
  /** Refused, pointing to no slide or to others. */
  | 'covered-refused'
  | 'not-covered-refused'
  /** Refused, pointing to slides (none answers: the course does not cover it). */
  | 'not-covered-pointed';

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
  /** Covered questions refused, pointing to the right slide or not. */
  coveredRefused: number;
  /** Of those, refused pointing to the right slide among the ≤ 3 named. */
  coveredPointedRight: number;
  /** Of the wrong answers, those to covered questions (citing none of its slides). */
  coveredAnsweredWrong: number;
  /** Not-covered questions refused, pointing to slides or not. */
  notCoveredRefused: number;
  /** Of those, refused pointing to slides. */
  notCoveredPointed: number;
}

/**
 * A reply that says it refuses, or has no sources, is a refusal (the built-in engine cites every slide it answers
 * from); a refusal's sources are the slides it points to.
 */
export function judge(question: SetQuestion, answer: ChatReply): QuestionResult {
  const cited = answer.sources.slice(0, 3).map((s) => s.slide);
  const refused = answer.refusal !== undefined || answer.sources.length === 0;
  const pointed = refused && cited.length > 0;
  let outcome: Outcome;
  if (question.slides.length === 0) outcome = !refused ? 'wrong-answer' : pointed ? 'not-covered-pointed' : 'not-covered-refused';
  else if (refused) outcome = cited.some((n) => question.slides.includes(n)) ? 'covered-pointed-right' : 'covered-refused';
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
    coveredAnsweredWrong: results.filter((r) => r.outcome === 'wrong-answer' && r.question.slides.length > 0).length,
    coveredRefused: count('covered-refused', 'covered-pointed-right'),
    coveredPointedRight: count('covered-pointed-right'),
    notCoveredRefused: count('not-covered-refused', 'not-covered-pointed'),
    notCoveredPointed: count('not-covered-pointed'),
  };
}

/**
 * One line of figures: "right among cited 9/11, right first 7, wrong answers 1, covered refused 2 (pointing to the
 * right slide 1), not covered refused 3/3 (pointing 1)".
 */
export const figuresLine = (f: SetFigures) =>
  `right among cited ${f.rightCited}/${f.covered}, right first ${f.rightFirst}, wrong answers ${f.wrongAnswers}, ` +
  `covered refused ${f.coveredRefused} (pointing to the right slide ${f.coveredPointedRight}), ` +
  `not covered refused ${f.notCoveredRefused}/${f.notCovered} (pointing ${f.notCoveredPointed})`;

/**
 * Every question by what the learner got: "covered 24: answered right 13, answered wrong slide 4, refused pointing
 * to the right slide 3, refused otherwise 4; not covered 8: refused 4, refused pointing 2, answered 2".
 */
export const outcomesLine = (f: SetFigures) =>
  `covered ${f.covered}: answered right ${f.rightCited}, answered wrong slide ${f.coveredAnsweredWrong}, ` +
  `refused pointing to the right slide ${f.coveredPointedRight}, refused otherwise ${f.coveredRefused - f.coveredPointedRight}; ` +
  `not covered ${f.notCovered}: refused ${f.notCoveredRefused - f.notCoveredPointed}, refused pointing ${f.notCoveredPointed}, ` +
  `answered ${f.wrongAnswers - f.coveredAnsweredWrong}`;
