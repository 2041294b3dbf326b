// Pure rules of the quiz and the certificate (spec 001 sections 4, 5, 9).

export const passMark = 70;
export const hintPenalty = 3;
export const quizQuestionCount = 10;

export interface ScoredQuestion {
  isCorrect: boolean;
  usedHint: boolean;
}

/**
 * The spec's stated rule: correct ÷ total × 100, minus 3 points per question whose hint was used,
 * floored at 0, a whole percent (rounded); passed at 70 or more. (The spec's other reading, 10/5/0 per
 * question, is not used.)
 */
export function scoreQuiz(questions: readonly ScoredQuestion[]): { score: number; passed: boolean; correct: number } {
  const total = questions.length;
  const correct = questions.filter((q) => q.isCorrect).length;
  const hints = questions.filter((q) => q.usedHint).length;
  const raw = total === 0 ? 0 : (correct / total) * 100 - hintPenalty * hints;
  const score = Math.max(0, Math.round(raw));
  return { score, passed: score >= passMark, correct };
}

/** A result item's own score: 100 for a right answer, less the hint penalty; 0 when wrong. */
export function itemScore(question: ScoredQuestion): number {
  return question.isCorrect ? 100 - (question.usedHint ? hintPenalty : 0) : 0;
}

/** Download name `{course}-{user}-{YYYY-MM-DD}`, spaces as hyphens (spec 001 §5). */
export function certificateFileName(courseTitle: string, userName: string, date: Date): string {
  const day = date.toISOString().slice(0, 10);
  return `${courseTitle}-${userName}-${day}`.trim().replace(/\s+/g, '-');
}

/** Where the public verification page of a certificate lives. */
export const verifyPath = (code: string) => `/verify/${code}`;
