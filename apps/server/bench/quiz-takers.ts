import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import type { benchApi } from '../src/cli/bench-server.ts';
import { insertPhishingCourse } from '../src/test/quiz-course.ts';

// The quiz as learners take it over HTTP, shared by bench:quiz (learners at once) and bench:mixed (beside
// everything else): the phishing course assigned to the organization with its point of contact, and the
// people who finished it, so each may ask for a quiz.

/** The phishing course in the organization, completed by `takers` (user ids). */
export async function seedQuizCourse(db: Db, tenantId: string, takers: string[]) {
  const phishing = await insertPhishingCourse(db, 'Phishing Awareness (bench)');
  await db.execute(sql`insert into tenant_courses (tenant_id, course_id, copy_status) values (${tenantId}, ${phishing.id}, 'ready')`);
  await db.execute(sql`insert into course_pocs (tenant_id, course_id, role, name, email, contact, position)
    values (${tenantId}, ${phishing.id}, 'Compliance Officer', 'Pat Lee', 'pat@scale-org.bench', '+91 99999 11111', 0)`);
  if (takers.length > 0) {
    await db.execute(sql`insert into course_progress (user_id, tenant_id, course_id, progress, last_slide, completed_at)
      select u.id, ${tenantId}, ${phishing.id}, 100, ${phishing.slidesTotal}, now() from users u
      where u.id in (${sql.join(takers.map((id) => sql`${id}::uuid`), sql`, `)})`);
  }
  return phishing;
}

/**
 * One attempt as the quiz page makes it: the questions, then every answer A (a failed attempt, so the learner
 * may take another). Answers each step's time in milliseconds.
 */
export async function takeQuizOnce(api: ReturnType<typeof benchApi>, token: string, courseId: string, tenantId: string) {
  const started = performance.now();
  const quiz = await api<{ attemptId: string; mcqs: unknown[] }>('/api/ai/generate_mcq', { token, json: { course_id: courseId, tenant_id: tenantId } });
  const generated = performance.now();
  const answers = Object.fromEntries(quiz.mcqs.map((_, i) => [String(i + 1), 'A']));
  await api(`/api/quiz/attempts/${quiz.attemptId}/submit`, { token, json: { answers } });
  return { generateMs: generated - started, submitMs: performance.now() - generated };
}
