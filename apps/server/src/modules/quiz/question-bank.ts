import type { CourseModel } from '@complyra/core';
import type { Db } from '../../db/database.ts';
import { readCourseModel } from '../course-model/course-model.repository.ts';
import { askableCount } from './bank-draw.ts';
import { questionSteps } from './builtin-question-engine.ts';
import { finishStepsInTurns } from '../../lib/stepped-work.ts';
import type { DraftQuestion } from './question-checks.ts';
import { findCourseForBank, insertBankQuestions, setQuizQuestionCount } from './question-bank.repository.ts';
import { cryptoRandom, type Random } from './random.ts';

/**
 * The stored question bank of a course version. The built-in engine writes every checked item the course model
 * supports (each fact in each of its forms) once, when the course becomes ready; attempts draw from it, so the
 * questions an organization retires or rewords stay retired or reworded. The AI engine's items pass the same
 * checks and are added to it as they are written (quiz.service.ts).
 */

/**
 * Every item the built-in engine can write for the course: all facts, all forms. It runs on the server's event
 * loop (0.2-0.6 s of CPU for a 26-slide deck), a slide or a fact a turn, the server's requests answered between.
 */
export async function writeQuestionBank(model: CourseModel, random: Random = cryptoRandom): Promise<DraftQuestion[]> {
  const steps = questionSteps(model, { count: Number.MAX_SAFE_INTEGER, random, allForms: true });
  return (await finishStepsInTurns(steps)).questions;
}

/** Writes and stores a course version's bank and notes its count on the course; returns the count (questions a quiz can ask). */
export async function storeQuestionBank(db: Db, courseId: string, courseVersion: number,
  random: Random = cryptoRandom): Promise<number> {
  const model = await readCourseModel(db, courseId);
  return storeWrittenBank(db, courseId, courseVersion, model ? await writeQuestionBank(model, random) : []);
}

/** Stores the bank written for a course version (writeQuestionBank) and notes its count on the course. */
export async function storeWrittenBank(
  db: Db, courseId: string, courseVersion: number, questions: DraftQuestion[],
): Promise<number> {
  await insertBankQuestions(db, courseId, courseVersion, questions);
  const count = askableCount(questions);
  await setQuizQuestionCount(db, courseId, courseVersion, count);
  return count;
}

/** The course with its bank written: a course made ready before the bank existed gets it on first use. */
export async function courseWithBank(db: Db, courseId: string) {
  const course = await findCourseForBank(db, courseId);
  if (!course) return undefined;
  if (course.status === 'ready' && course.quizQuestions === null) {
    course.quizQuestions = await storeQuestionBank(db, courseId, course.version);
  }
  return course;
}
