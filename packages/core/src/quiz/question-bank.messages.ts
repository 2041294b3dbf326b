// Kept apart from the schemas so the course cards, which only show these, do not load zod.
/** The fewest questions a quiz should have: under five, one slip costs 25 points or more. Cards warn below it. */
export const quizMinimumQuestions = 5;

/** What the question bank's screens and API say. */
export const questionBankMessages = {
  /** Said on the admin's card and the bank view when a course gives nothing to ask (the learner gets quizMessages.noQuestions). */
  noQuestions: 'This course supports no quiz questions yet: its slides give too little to ask about (terms, figures, advice, lists or statements). Add text to the slides or upload a fuller deck.',
  underMinimum: (count: number) =>
    `Only ${count} quiz ${count === 1 ? 'question' : 'questions'}: under the minimum of ${quizMinimumQuestions}, each quiz asks fewer and one slip costs more.`,
  supported: (count: number) => `${count} quiz ${count === 1 ? 'question' : 'questions'}`,
  questionNotFound: 'Question not found',
  retired: 'Question retired: it is no longer asked in your organization.',
  restored: 'Question restored: it can be asked again.',
  edited: 'Question updated.',
  editRejected: (reasons: string[]) => `The edited question cannot be used: ${reasons.join('; ')}.`,
} as const;

/** The warning a card or the bank view shows for a course with `count` askable questions, or null (null count: not counted yet). */
export function quizCountWarning(count: number | null | undefined): string | null {
  if (count === null || count === undefined) return null;
  if (count === 0) return questionBankMessages.noQuestions;
  return count < quizMinimumQuestions ? questionBankMessages.underMinimum(count) : null;
}
