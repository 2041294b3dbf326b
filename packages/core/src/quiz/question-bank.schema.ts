import { z } from 'zod';
import { choiceLetters } from './quiz.schema.ts';
export { questionBankMessages, quizCountWarning, quizMinimumQuestions } from './question-bank.messages.ts';

/**
 * A course's question bank as its organization's admin curates it (issue 28): each question with the slide it
 * comes from and how the organization's learners did on it. Retiring or rewording is the organization's own;
 * another organization keeps the bank as written.
 */

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
