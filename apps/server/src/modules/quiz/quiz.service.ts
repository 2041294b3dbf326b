import {
  type GeneratedQuiz,
  type GenerateMcq,
  itemScore,
  progressMessages,
  quizMessages,
  quizQuestionCount,
  type QuizResult,
  scoreQuiz,
} from '@complyra/core';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import type { Caller } from '../../access/caller.ts';
import { findCertificateByAttempt } from '../certificates/certificates.repository.ts';
import { sendIssueCertificateJob } from '../certificates/certificate-job.ts';
import { issueCertificate, issuedCertificateOf } from '../certificates/certificates.service.ts';
import { readCourseModel } from '../course-model/course-model.repository.ts';
import { factFamily } from './fact-families.ts';
import { isCourseCompleted } from '../progress/course-completion.repository.ts';
import { balanceLetters } from './letter-balance.ts';
import { builtinQuestionWriter, type QuestionWriter } from './question-writer.ts';
import { drawFromBank } from './bank-draw.ts';
import { courseWithBank } from './question-bank.ts';
import { type BankItem, insertBankQuestions, listBank } from './question-bank.repository.ts';
import {
  closeAttempt,
  findEnabledCourse,
  findLatestSubmitted,
  findOwnAttempt,
  findOwnAttemptWithCourse,
  hasPassedCourse,
  insertAttempt,
  listAttempts,
  type QuizAttemptRow,
  recordHint,
  type StoredQuizQuestion,
} from './quiz.repository.ts';
import { cryptoRandom, type Random, shuffle } from './random.ts';

export interface QuizDeps {
  db: Db;
  storage: FileStorage;
  jobs: JobQueue;
  writeQuestions: QuestionWriter;
  random?: Random;
  /** Tests only: runs between storing a passing attempt and issuing its certificate (a crash test kills there). */
  afterAttemptStored?: (attemptId: string) => Promise<void>;
}

const toView = (questions: StoredQuizQuestion[]) => questions.map(({ number, question, choices }) => ({ number, question,
  choices }));
const renumber = (questions: Omit<StoredQuizQuestion, 'number'>[]): StoredQuizQuestion[] => questions.map((q, i) => ({ ...q, number: i + 1 }));

/** A bank item as an attempt stores it: the question, its key and hint, and the bank question it came from. */
const stored = ({ question, choices, correctAnswer, hint, slide, fact, source, bankId }: BankItem): Omit<StoredQuizQuestion, 'number'> => ({
  question, choices, correctAnswer, hint, slide, fact, source, bankId });

/**
 * With an AI service: its questions for this attempt, each checked (ai-question-engine.ts) and added to the course's
 * bank. A question the bank already holds for that fact is not asked again from the service (it may be retired).
 * Without one, nothing: the bank is the built-in engine's.
 */
async function aiQuestions(deps: QuizDeps, courseId: string, courseVersion: number,
  options: Parameters<QuestionWriter>[1]): Promise<Omit<StoredQuizQuestion, 'number'>[]> {
  if (deps.writeQuestions === builtinQuestionWriter) return [];
  const model = await readCourseModel(deps.db, courseId);
  if (!model) return [];
  const written = (await deps.writeQuestions(model, options)).questions.filter((q) => q.source === 'ai');
  const added = new Map((await insertBankQuestions(deps.db, courseId, courseVersion, written)).map((row) => [row.fact, row.id]));
  return written.filter((q) => added.has(q.fact)).map(({ question, choices, correctAnswer, hint, slide, fact, source }) => ({
    question, choices, correctAnswer, hint, slide, fact, source, bankId: added.get(fact)! }));
}

async function requireCourse(db: Db, caller: Caller, courseId: string) {
  const course = await findEnabledCourse(db, caller.tenantId, courseId);
  if (!course) throw new AppError('NOT_FOUND', progressMessages.courseNotAvailable);
  return course;
}

/**
 * Starts an attempt: new questions the first time; later the course's retry type decides. SAME brings the
 * last attempt's questions back in another order with the choices moved; DIFFERENT asks about facts not
 * asked before, while the course has them, then brings facts back in other forms and says so.
 */
export async function startAttempt(deps: QuizDeps, caller: Caller, input: GenerateMcq): Promise<GeneratedQuiz> {
  const random = deps.random ?? cryptoRandom;
  await requireAccess(deps.db, caller, 'quiz.attempt', { userId: caller.userId, courseId: input.course_id });
  const course = await requireCourse(deps.db, caller, input.course_id);
  if (!(await isCourseCompleted(deps.db, caller.userId, input.course_id))) throw new AppError('FORBIDDEN', quizMessages.courseNotCompleted);
  const previous = await listAttempts(deps.db, caller.userId, input.course_id);
  // Passing closes the assessment (README, Assessment); the dashboard and the results say so too.
  if (previous.some((attempt) => attempt.passed)) throw new AppError('CONFLICT', quizMessages.alreadyPassed);
  let questions: StoredQuizQuestion[];
  let notice: string | null = null;
  const retryType = previous.length === 0 ? 'FIRST' : course.retryType;
  // The organization's bank of the course's version: retired questions are never asked, reworded ones as reworded.
  await courseWithBank(deps.db, input.course_id);
  const bank = await listBank(deps.db, caller.tenantId, input.course_id, course.version);
  const byId = new Map(bank.map((item) => [item.bankId, item]));
  if (retryType === 'SAME' && previous[0]!.courseVersion === course.version) {
    // The last attempt's questions again, in the organization's current wording; a retired one is replaced by a new one.
    const last = previous[0]!.questions;
    const kept = last.flatMap((q) => {
      const item = q.bankId ? byId.get(q.bankId) : undefined;
      if (item?.retired) return [];
      return [item ? stored(item) : q];
    });
    const topUp = drawFromBank(bank, { count: last.length, random, earlier: kept }).questions.map(stored);
    questions = renumber(balanceLetters(shuffle([...kept, ...topUp], random), random));
  } else {
    const avoidFamilies = new Set(retryType === 'DIFFERENT' ? previous.flatMap((a) => a.questions.flatMap((q) => [q.fact, factFamily(q.fact)])) : []);
    // The previous attempt's right answers do not come back as answers while the course has others.
    const avoidAnswers = new Set(retryType === 'DIFFERENT' ? previous[0]!.questions.map((q) => q.choices[q.correctAnswer]) : []);
    const avoidAsked = new Set(retryType === 'DIFFERENT' ? previous.flatMap((a) => a.questions.map((q) => `${q.question}|${q.choices[q.correctAnswer]}`)) : []);
    const options = { count: quizQuestionCount, random, avoidFamilies, avoidAnswers, avoidAsked };
    const written = await aiQuestions(deps, input.course_id, course.version, options);
    const drawn = drawFromBank(bank, { ...options, earlier: written });
    const all = [...written, ...drawn.questions.map(stored)];
    // A ready course whose slides give nothing to ask: a plain answer for the learner, not a 503 blaming a service.
    if (all.length === 0) throw new AppError('CONFLICT', quizMessages.noQuestions);
    if (drawn.reusedFacts) notice = quizMessages.factsRepeated;
    questions = renumber(balanceLetters(all, random));
  }
  const attemptId = await insertAttempt(deps.db, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    courseId: input.course_id,
    courseVersion: course.version,
    retryType,
    questions,
  });
  return { attemptId, mcqs: toView(questions), notice };
}

function requireOpen<T extends QuizAttemptRow>(attempt: T | undefined): T {
  if (!attempt) throw new AppError('NOT_FOUND', quizMessages.attemptNotFound);
  if (attempt.submittedAt) throw new AppError('CONFLICT', quizMessages.alreadySubmitted);
  return attempt;
}

const requireOpenAttempt = async (db: Db, caller: Caller, attemptId: string) =>
  requireOpen(await findOwnAttempt(db, attemptId, caller.userId));

/** The hint of one question, noted as used (it costs 3 points at scoring). */
export async function useHint(db: Db, caller: Caller, attemptId: string, number: number) {
  const attempt = await requireOpenAttempt(db, caller, attemptId);
  const question = attempt.questions.find((q) => q.number === number);
  if (!question) throw new AppError('BAD_REQUEST', quizMessages.unknownQuestion);
  if (!(await recordHint(db, attemptId, caller.userId, number))) throw new AppError('CONFLICT', quizMessages.alreadySubmitted);
  return { hint: question.hint };
}

function resultOf(
  attempt: QuizAttemptRow,
  courseTitle: string,
  holderName: string,
  certificate: QuizResult['certificate'],
  canRetakeQuiz: boolean,
): QuizResult {
  const answers = attempt.answers ?? {};
  const items = attempt.questions.map((q) => {
    const userAnswer = answers[String(q.number)] ?? '';
    const scored = { isCorrect: userAnswer === q.correctAnswer, usedHint: attempt.hintsUsed.includes(q.number) };
    return {
      question: q.question,
      userAnswer: userAnswer ? `${userAnswer}. ${q.choices[userAnswer as keyof typeof q.choices]}` : '',
      correctAnswer: `${q.correctAnswer}. ${q.choices[q.correctAnswer]}`,
      ...scored,
      score: itemScore(scored),
    };
  });
  const correct = attempt.correct ?? 0;
  return {
    attemptId: attempt.id,
    courseId: attempt.courseId,
    courseTitle,
    holderName,
    score: attempt.score ?? 0,
    passed: attempt.passed ?? false,
    total: items.length,
    correct,
    incorrect: items.length - correct,
    items,
    certificate,
    canRetakeQuiz,
    submittedAt: new Date(attempt.submittedAt ?? Date.now()).toISOString(),
  };
}

/** Same answers as stored: a submission repeated after a lost answer (the server stopped, the network dropped). */
const sameAnswers = (stored: Record<string, string> | null, answers: Record<string, string>) =>
  stored !== null && Object.keys(stored).length === Object.keys(answers).length
  && Object.entries(stored).every(([number, answer]) => answers[number] === answer);

/** The certificate of a passed attempt; issued here when a stop of the server left it missing. */
async function certificateOf(deps: QuizDeps, attempt: QuizAttemptRow, courseTitle: string, publicBase: string) {
  if (!attempt.passed) return null;
  const stored = await findCertificateByAttempt(deps.db, attempt.id);
  return issuedCertificateOf(stored ?? (await issueCertificate(deps, attempt, courseTitle, publicBase)));
}

/**
 * Scores the answers with the core rule, once; a pass issues the certificate. The same answers again
 * answer the stored result (the first answer may have been lost); other answers are refused. Once the
 * learner passed the course, another open attempt is not taken.
 */
export async function submitAttempt(
  deps: QuizDeps,
  caller: Caller,
  attemptId: string,
  answers: Record<string, string>,
  publicBase: string,
): Promise<QuizResult> {
  for (let round = 0; ; round++) {
    // One read and one guarded write: the submission is the hot path of an assessment.
    const found = await findOwnAttemptWithCourse(deps.db, attemptId, caller.userId);
    if (!found) throw new AppError('NOT_FOUND', quizMessages.attemptNotFound);
    const { attempt, courseTitle, coursePassed } = found;
    if (!courseTitle) throw new AppError('NOT_FOUND', progressMessages.courseNotAvailable);
    if (attempt.submittedAt) {
      if (!sameAnswers(attempt.answers, answers)) throw new AppError('CONFLICT', quizMessages.alreadySubmitted);
      return resultOf(attempt, courseTitle, caller.name, await certificateOf(deps, attempt, courseTitle, publicBase),
        !coursePassed);
    }
    if (coursePassed) throw new AppError('CONFLICT', quizMessages.alreadyPassed);
    const numbers = new Set(attempt.questions.map((q) => String(q.number)));
    if (Object.keys(answers).some((key) => !numbers.has(key))) throw new AppError('BAD_REQUEST', quizMessages.unknownQuestion);
    if ([...numbers].some((key) => !answers[key])) throw new AppError('BAD_REQUEST', quizMessages.answerAll);
    const scored = attempt.questions.map((q) => ({ isCorrect: answers[String(q.number)] === q.correctAnswer,
      usedHint: attempt.hintsUsed.includes(q.number) }));
    const { score, passed, correct } = scoreQuiz(scored);
    // Before the pass is stored: if this process stops between storing it and issuing, the job issues it.
    if (passed) await sendIssueCertificateJob(deps.jobs, { attemptId, publicBase });
    const closed = await closeAttempt(deps.db, attemptId, caller.userId, { answers, hintsUsed: attempt.hintsUsed, score,
      correct, passed });
    // Not closed: a hint arrived or another submission won meanwhile; read again.
    if (!closed) {
      if (round < 3) continue;
      throw new AppError('CONFLICT', quizMessages.alreadySubmitted);
    }
    await deps.afterAttemptStored?.(attemptId);
    const certificate = passed ? issuedCertificateOf(await issueCertificate(deps, closed, courseTitle, publicBase)) : null;
    return resultOf(closed, courseTitle, caller.name, certificate, !passed);
  }
}

/** The caller's last submitted result of a course (the results page survives a reload). */
export async function latestResult(db: Db, caller: Caller, courseId: string): Promise<QuizResult> {
  const attempt = await findLatestSubmitted(db, caller.userId, courseId);
  if (!attempt) throw new AppError('NOT_FOUND', quizMessages.noResults);
  const course = await findEnabledCourse(db, caller.tenantId, courseId);
  const own = attempt.passed ? await findCertificateByAttempt(db, attempt.id) : undefined;
  // Passing closes the assessment (README, Assessment): an earlier pass counts even under a later result.
  const canRetakeQuiz = !attempt.passed && !(await hasPassedCourse(db, caller.userId, courseId));
  return resultOf(attempt, course?.title ?? '', caller.name, own ? issuedCertificateOf(own) : null, canRetakeQuiz);
}
