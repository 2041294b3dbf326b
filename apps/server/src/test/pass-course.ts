import type { GeneratedQuiz, QuizResult } from '@complyra/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { quizAttempts } from '../db/schema.ts';
import { bearer } from './actors.ts';
import { finishCourse } from './journey.ts';
import type { TestApp } from './test-app.ts';

/**
 * Plays every slide of the course, starts its quiz and answers every question right, through the API as
 * the web app does: the server then issues the certificate. The submission's result, with the attempt and
 * the certificate's code.
 */
export async function passCourse(app: TestApp, db: Db, learner: { token: string; tenantId: string }, courseId: string) {
  const finished = await finishCourse(app, db, learner, courseId);
  if (finished.statusCode !== 200) throw new Error(`finish failed ${finished.statusCode} ${finished.body}`);
  const generated = await app.inject({
    method: 'POST',
    url: '/api/ai/generate_mcq',
    headers: bearer(learner.token),
    payload: { course_id: courseId, tenant_id: learner.tenantId },
  });
  if (generated.statusCode !== 200) throw new Error(`quiz failed ${generated.statusCode} ${generated.body}`);
  const quiz = generated.json<GeneratedQuiz>();
  const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, quiz.attemptId));
  const answers = Object.fromEntries(attempt!.questions.map((q) => [String(q.number), q.correctAnswer]));
  const submitted = await app.inject({
    method: 'POST',
    url: `/api/quiz/attempts/${quiz.attemptId}/submit`,
    headers: bearer(learner.token),
    payload: { answers },
  });
  if (submitted.statusCode !== 200) throw new Error(`submit failed ${submitted.statusCode} ${submitted.body}`);
  const result = submitted.json<QuizResult>();
  if (!result.certificate) throw new Error(`no certificate: ${submitted.body}`);
  return { ...result, attemptId: quiz.attemptId, code: result.certificate.code };
}
