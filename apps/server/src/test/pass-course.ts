import type { GeneratedQuiz, QuizResult } from '@complyra/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { quizAttempts } from '../db/schema.ts';
import { bearer } from './actors.ts';
import { finishCourse } from './journey.ts';
import type { TestApp } from './test-app.ts';

/** The learner plays the whole course and passes its quiz through the API: a completion, an attempt and a certificate. */
export async function passCourse(app: TestApp, db: Db, learner: { token: string; tenantId: string }, courseId: string) {
  await finishCourse(app, db, learner, courseId);
  const quiz = (
    await app.inject({
      method: 'POST',
      url: '/api/ai/generate_mcq',
      headers: bearer(learner.token),
      payload: { course_id: courseId, tenant_id: learner.tenantId, presentation_url: 'ignored' },
    })
  ).json<GeneratedQuiz>();
  const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, quiz.attemptId));
  const answers = Object.fromEntries(attempt!.questions.map((q) => [String(q.number), q.correctAnswer]));
  const submitted = await app.inject({
    method: 'POST',
    url: `/api/quiz/attempts/${quiz.attemptId}/submit`,
    headers: bearer(learner.token),
    payload: { answers },
  });
  const certificate = submitted.json<QuizResult>().certificate;
  if (!certificate) throw new Error(`no certificate: ${submitted.statusCode} ${submitted.body}`);
  return { attemptId: quiz.attemptId, code: certificate.code };
}
