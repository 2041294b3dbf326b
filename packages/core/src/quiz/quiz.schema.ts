import { z } from 'zod';
export { quizMessages } from './quiz.messages.ts';

/** Choice letters of every question: always four. */
export const choiceLetters = ['A', 'B', 'C', 'D'] as const;
export type ChoiceLetter = (typeof choiceLetters)[number];
export const choicesSchema = z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() });
export type Choices = z.infer<typeof choicesSchema>;

/** A question as the learner sees it before submitting: no correct answer, no hint. */
export const quizQuestionViewSchema = z.object({ number: z.number().int().min(1), question: z.string(), choices: choicesSchema });
export type QuizQuestionView = z.infer<typeof quizQuestionViewSchema>;

/** POST /api/ai/generate_mcq (the spec's shape; presentation_url is accepted and ignored). */
export const generateMcqSchema = z.object({
  course_id: z.uuid('Course not found'),
  tenant_id: z.uuid('Organization not found'),
  presentation_url: z.string().optional(),
});
export type GenerateMcq = z.infer<typeof generateMcqSchema>;

export const generatedQuizSchema = z.object({
  attemptId: z.string(),
  mcqs: z.array(quizQuestionViewSchema),
  /** Set when a DIFFERENT retry had to bring back facts the learner has met before. */
  notice: z.string().nullable(),
});
export type GeneratedQuiz = z.infer<typeof generatedQuizSchema>;

export const attemptIdParamsSchema = z.object({ attemptId: z.uuid('Quiz attempt not found') });

/** POST /api/quiz/attempts/{attemptId}/hint */
export const hintRequestSchema = z.object({ number: z.number().int().min(1) });
export const hintSchema = z.object({ hint: z.string() });

/** POST /api/quiz/attempts/{attemptId}/submit */
export const submitQuizSchema = z.object({ answers: z.record(z.string(), z.enum(choiceLetters)) });
export type SubmitQuiz = z.infer<typeof submitQuizSchema>;

/** The spec's quiz result item. */
export const quizResultItemSchema = z.object({
  question: z.string(),
  userAnswer: z.string(),
  correctAnswer: z.string(),
  isCorrect: z.boolean(),
  usedHint: z.boolean(),
  score: z.number().int(),
});
export type QuizResultItem = z.infer<typeof quizResultItemSchema>;

export const issuedCertificateSchema = z.object({ certificateUrl: z.string(), verifyUrl: z.string(), code: z.string() });
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;

export const quizResultSchema = z.object({
  attemptId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  holderName: z.string(),
  score: z.number().int(),
  passed: z.boolean(),
  total: z.number().int(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  items: z.array(quizResultItemSchema),
  certificate: issuedCertificateSchema.nullable(),
  canRetakeQuiz: z.boolean(),
  submittedAt: z.string(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** GET /api/quiz/attempts/latest?courseId= */
export const latestAttemptQuerySchema = z.object({ courseId: z.uuid('Course not found') });

/** POST /api/user-dashboard/certificates/store: the spec's shape; the server only confirms its own record. */
export const storeCertificateSchema = z.object({
  userId: z.uuid('User not found'),
  courseId: z.uuid('Course not found'),
  certificateUrl: z.string(),
});
export const storedCertificateSchema = z.object({ userId: z.string(), courseId: z.string(), certificateUrl: z.string() });

export const certificateStatuses = ['valid', 'revoked', 'expired'] as const;
export const certificateCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Z0-9-]{4,40}$/, 'Certificate not found') });

/** GET /api/certificates/verify/{code} (public) */
export const certificateVerificationSchema = z.object({
  code: z.string(),
  holderName: z.string(),
  courseTitle: z.string(),
  organization: z.string(),
  issuedAt: z.string(),
  score: z.number().int(),
  status: z.enum(certificateStatuses),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
