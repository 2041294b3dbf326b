import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { courses, quizBankCurations, quizBankQuestions } from '../../db/schema.ts';
import type { DraftQuestion } from './question-checks.ts';

/** A bank question as one organization asks it: its curation (retired, reworded) applied. */
export interface BankItem extends DraftQuestion {
  bankId: string;
  retired: boolean;
  edited: boolean;
}

/** Stores checked questions in a course version's bank; a fact already there keeps its first item. Returns the stored rows. */
export async function insertBankQuestions(db: Db, courseId: string, courseVersion: number, questions: readonly DraftQuestion[]) {
  if (questions.length === 0) return [];
  return db
    .insert(quizBankQuestions)
    .values(questions.map((q) => ({ courseId, courseVersion, fact: q.fact, slide: q.slide, question: q.question,
      choices: q.choices, correctAnswer: q.correctAnswer, hint: q.hint, source: q.source })))
    .onConflictDoNothing()
    .returning({ id: quizBankQuestions.id, fact: quizBankQuestions.fact });
}

/** The course's current version, title, state and stored question count. */
export async function findCourseForBank(db: Db, courseId: string) {
  const [row] = await db
    .select({ version: courses.version, title: courses.title, status: courses.status, quizQuestions: courses.quizQuestions })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}

/** Notes the count of a version's bank on the course (the card shows it); a newer version's run leaves it alone. */
export async function setQuizQuestionCount(db: Db, courseId: string, courseVersion: number, count: number) {
  await db.update(courses).set({ quizQuestions: count })
    .where(and(eq(courses.id, courseId), eq(courses.version, courseVersion)));
}

/** A course version's bank as one organization has it, oldest first. */
export async function listBank(db: Db, tenantId: string, courseId: string, courseVersion: number): Promise<BankItem[]> {
  const rows = await db
    .select({ q: quizBankQuestions, c: quizBankCurations })
    .from(quizBankQuestions)
    .leftJoin(quizBankCurations,
      and(eq(quizBankCurations.questionId, quizBankQuestions.id), eq(quizBankCurations.tenantId, tenantId)))
    .where(and(eq(quizBankQuestions.courseId, courseId), eq(quizBankQuestions.courseVersion, courseVersion)))
    .orderBy(asc(quizBankQuestions.slide), asc(quizBankQuestions.createdAt), asc(quizBankQuestions.fact));
  return rows.map(({ q, c }) => ({
    bankId: q.id,
    question: c?.question ?? q.question,
    choices: c?.choices ?? q.choices,
    correctAnswer: q.correctAnswer,
    hint: c?.hint ?? q.hint,
    slide: q.slide,
    fact: q.fact,
    source: q.source,
    retired: Boolean(c?.retiredAt),
    edited: Boolean(c && (c.question !== null || c.choices !== null || c.hint !== null)),
  }));
}

/** Retires or restores a question, or stores the organization's wording of it. */
export async function saveCuration(
  db: Db,
  tenantId: string,
  questionId: string,
  change: { retired?: boolean; wording?: Pick<DraftQuestion, 'question' | 'choices' | 'hint'> },
) {
  const values = {
    ...(change.retired === undefined ? {} : { retiredAt: change.retired ? sql`now()` : null }),
    ...(change.wording ?? {}),
  };
  await db
    .insert(quizBankCurations)
    .values({ tenantId, questionId, ...values })
    .onConflictDoUpdate({ target: [quizBankCurations.tenantId, quizBankCurations.questionId], set: { ...values, updatedAt: sql`now()` } });
}

export interface BankQuestionStats {
  asked: number;
  right: number;
  hinted: number;
}

/**
 * How the organization's learners did on each bank question of a course: submitted attempts that asked it, answered
 * it right, and used its hint. Read from the attempts themselves (each stored question names its bank question).
 */
export async function bankStats(db: Db, tenantId: string, courseId: string): Promise<Map<string, BankQuestionStats>> {
  type Row = { id: string; asked: number; right: number; hinted: number };
  const result = await db.execute<Row>(sql`
    select q ->> 'bankId' as id,
           count(*)::int as asked,
           count(*) filter (where a.answers ->> (q ->> 'number') = q ->> 'correctAnswer')::int as "right",
           count(*) filter (where a.hints_used @> jsonb_build_array((q ->> 'number')::int))::int as hinted
    from quiz_attempts a, jsonb_array_elements(a.questions) q
    where a.tenant_id = ${tenantId} and a.course_id = ${courseId} and a.submitted_at is not null and q ? 'bankId'
    group by 1`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
  return new Map(rows.map((r) => [r.id, { asked: Number(r.asked), right: Number(r.right), hinted: Number(r.hinted) }]));
}
