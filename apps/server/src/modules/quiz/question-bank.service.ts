import {
  type BankQuestion,
  type EditBankQuestion,
  questionBankMessages,
  type QuestionBank,
  quizCountWarning,
  quizMinimumQuestions,
} from '@complyra/core';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { readCourseModel } from '../course-model/course-model.repository.ts';
import { askableCount } from './bank-draw.ts';
import { courseWithBank } from './question-bank.ts';
import { bankStats, type BankItem, type BankQuestionStats, listBank, saveCuration } from './question-bank.repository.ts';
import { questionProblems } from './question-checks.ts';

/**
 * The organization admin's view of a course's question bank (issue 28): every question with its source slide and how
 * the organization's learners did on it; the admin retires a question (never asked again in the organization) or
 * rewords it (checked again by the checks every engine's question passes).
 */

const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100) / 100);

function toBankQuestion(item: BankItem, stats: BankQuestionStats | undefined): BankQuestion {
  const asked = stats?.asked ?? 0;
  return {
    id: item.bankId,
    question: item.question,
    choices: item.choices,
    correctAnswer: item.correctAnswer,
    hint: item.hint,
    slide: item.slide,
    source: item.source,
    retired: item.retired,
    edited: item.edited,
    asked,
    rightShare: share(stats?.right ?? 0, asked),
    hintShare: share(stats?.hinted ?? 0, asked),
  };
}

async function requireBank(db: Db, caller: Caller, tenantId: string, courseId: string) {
  await requireAccess(db, caller, 'quiz.bank.curate', { tenantId, courseId });
  const course = await courseWithBank(db, courseId);
  if (!course) throw new AppError('NOT_FOUND', questionBankMessages.questionNotFound);
  return { course, items: await listBank(db, tenantId, courseId, course.version) };
}

async function bankOf(db: Db, tenantId: string, courseId: string, course: { title: string; status: string },
  items: BankItem[]): Promise<QuestionBank> {
  const stats = await bankStats(db, tenantId, courseId);
  const active = course.status === 'ready' ? askableCount(items.filter((i) => !i.retired)) : null;
  return {
    courseId,
    courseTitle: course.title,
    active: active ?? 0,
    minimum: quizMinimumQuestions,
    warning: quizCountWarning(active),
    questions: items.map((item) => toBankQuestion(item, stats.get(item.bankId))),
  };
}

/** GET the course's bank as the organization has it. */
export async function getQuestionBank(db: Db, caller: Caller, tenantId: string, courseId: string): Promise<QuestionBank> {
  const { course, items } = await requireBank(db, caller, tenantId, courseId);
  return bankOf(db, tenantId, courseId, course, items);
}

/** Retires, restores or rewords one question for the organization; a wording that fails the checks answers 400 with the reasons. */
export async function editBankQuestion(
  db: Db,
  caller: Caller,
  ids: { tenantId: string; courseId: string; questionId: string },
  edit: EditBankQuestion,
): Promise<QuestionBank> {
  const { course, items } = await requireBank(db, caller, ids.tenantId, ids.courseId);
  const item = items.find((i) => i.bankId === ids.questionId);
  if (!item) throw new AppError('NOT_FOUND', questionBankMessages.questionNotFound);
  const reworded = edit.question !== undefined || edit.choices !== undefined || edit.hint !== undefined;
  let wording: Pick<BankItem, 'question' | 'choices' | 'hint'> | undefined;
  if (reworded) {
    wording = { question: edit.question ?? item.question, choices: edit.choices ?? item.choices, hint: edit.hint ?? item.hint };
    const model = await readCourseModel(db, ids.courseId);
    // The same checks as a written question, and it must not become a copy of another active question.
    const others = items.filter((i) => i.bankId !== item.bankId && !i.retired);
    const problems = model ? questionProblems({ ...item, ...wording }, model, others) : [];
    if (problems.length > 0) throw new AppError('BAD_REQUEST', questionBankMessages.editRejected(problems));
  }
  await saveCuration(db, ids.tenantId, item.bankId, { retired: edit.retired, wording });
  return bankOf(db, ids.tenantId, ids.courseId, course, await listBank(db, ids.tenantId, ids.courseId, course.version));
}
