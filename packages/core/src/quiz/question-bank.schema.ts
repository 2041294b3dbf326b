import { z } from 'zod';
import { choiceLetters } from './quiz.schema.ts';

/**
 * A course's question bank as its organization's admin curates it (issue 28): each question with the slide it
 * comes from and how the organization's learners did on it. Retiring or rewording is the organization's own;
 * another organization keeps the bank as written.
 */

/** The fewest questions a quiz should have: under five, one slip costs 25 points or more. Cards warn below it. */
export const quizMinimumQuestions = 5;

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

export const bankQuestionParamsSchema = z.object({
  tenantId: z.uuid('Organization not found'),
  courseId: z.uuid('Course not found'),
  questionId: z.uuid('Question not found'),
});

const choiceText = z.string().trim().min(1, 'Every choice needs text').max(220, 'A choice has at most 220 characters');

/** PATCH .../questions/{questionId}: the wording (stem, choices, hint) and/or retired. The key stays where it is. */
export const editBankQuestionSchema = z.object({
  question: z.string().trim().min(8, 'The question needs at least 8 characters').max(400).optional(),
  choices: z.object({ A: choiceText, B: choiceText, C: choiceText, D: choiceText }).optional(),
  hint: z.string().trim().min(1, 'The hint needs text').max(300).optional(),
  retired: z.boolean().optional(),
});
export type EditBankQuestion = z.infer<typeof editBankQuestionSchema>;

export const bankQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  choices: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
  correctAnswer: z.enum(choiceLetters),
  hint: z.string(),
  /** The slide the question is grounded on. */
  slide: z.number().int(),
  source: z.enum(['builtin', 'ai']),
  retired: z.boolean(),
  /** Whether the organization rewrote it. */
  edited: z.boolean(),
  /** Submitted attempts of the organization's learners that asked it. */
  asked: z.number().int(),
  /** Share of those that answered it right, 0..1; null when never asked. */
  rightShare: z.number().nullable(),
  /** Share of those that used its hint, 0..1; null when never asked. */
  hintShare: z.number().nullable(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

export const questionBankSchema = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  /** Questions the organization's quizzes can draw from (not retired). */
  active: z.number().int(),
  minimum: z.number().int(),
  /** The plain sentence for the admin when the course supports no (or too few) questions; null when it has enough. */
  warning: z.string().nullable(),
  questions: z.array(bankQuestionSchema),
});
export type QuestionBank = z.infer<typeof questionBankSchema>;

/** The warning a card or the bank view shows for a course with `count` askable questions, or null (null count: not counted yet). */
export function quizCountWarning(count: number | null | undefined): string | null {
  if (count === null || count === undefined) return null;
  if (count === 0) return questionBankMessages.noQuestions;
  return count < quizMinimumQuestions ? questionBankMessages.underMinimum(count) : null;
}
