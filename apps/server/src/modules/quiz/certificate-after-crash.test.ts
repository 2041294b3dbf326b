import path from 'node:path';
import type { GeneratedQuiz, QuizResult, UserCourseRecord } from '@complyra/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database.ts';
import { certificates, quizAttempts } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { finishCourse } from '../../test/journey.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { insertPhishingCourse } from '../../test/quiz-course.ts';
import { stopServerProcesses, useServerProcesses } from '../../test/server-process.ts';
import { waitFor } from '../../test/wait-for.ts';

// The real server process, killed (SIGKILL) after it stored a passing attempt and before it issued the
// certificate (a test hold keeps it there), then started again: the certificate must come without the
// learner doing anything, exactly one, and the same answers sent again answer the stored result. On an
// embedded DATA_DIR and on PostgreSQL.
const servers = useServerProcesses('certificate-crash', {
  NODE_ENV: 'test',
  SESSION_SECRET: 'crash-test-secret-that-is-at-least-32-characters',
});
const learner = { email: 'kim@crash-org.test', password: 'employee-pass' };

/** The database the server processes use: the embedded folder or the PostgreSQL database. */
async function openServerDatabase(): Promise<Database> {
  const url = servers.env.DATABASE_URL;
  const database = await openDatabase(url ? { url } : { pgliteDir: path.join(servers.dataDir, 'db') });
  await database.migrate();
  return database;
}

/** An employee who finished the course and holds an open attempt, set up through the API in this process. */
async function learnerWithOpenAttempt() {
  const t = await createAppWithCopyJob({ database: await openServerDatabase() });
  try {
    const superToken = await signInSuperUser(t.app, t.database);
    const org = await createOrganization(t.app, superToken, 'Crash Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    const token = await addEmployee(t.app, org.adminToken, org.tenant.id, learner.email, learner.password);
    const course = await insertPhishingCourse(t.database.db);
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    await finishCourse(t.app, t.database.db, { token, tenantId: org.tenant.id }, course.id);
    const quiz = (await t.app.inject({ method: 'POST', url: '/api/ai/generate_mcq', headers: bearer(token),
      payload: { course_id: course.id, tenant_id: org.tenant.id } })).json<GeneratedQuiz>();
    const [attempt] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, quiz.attemptId));
    const answers = Object.fromEntries(attempt!.questions.map((q) => [String(q.number), q.correctAnswer]));
    return { courseId: course.id, attemptId: quiz.attemptId, answers };
  } finally {
    await t.close();
  }
}

async function signIn(base: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(learner),
  });
  const { token } = (await res.json()) as { token: string };
  const profile = await fetch(`${base}/api/user-dashboard/profile`, { headers: bearer(token) });
  return { token, userId: ((await profile.json()) as { id: string }).id };
}

const submit = (base: string, token: string, attemptId: string, answers: Record<string, string>) =>
  fetch(`${base}/api/quiz/attempts/${attemptId}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ answers }),
  });

describe('a passing submission across a crash', () => {
  it('issues the certificate after the server was killed between storing the pass and issuing it', async () => {
    const { courseId, attemptId, answers } = await learnerWithOpenAttempt();

    const first = servers.start({ TEST_HOLD_BEFORE_CERTIFICATE_MS: '600000' });
    const base = await first.url;
    const { token } = await signIn(base);
    const lost = submit(base, token, attemptId, answers).catch((error: unknown) => error);
    await waitFor(() => (first.output().includes('holding before its certificate') ? true : undefined), 30_000);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(await lost).toBeInstanceOf(Error);

    const second = servers.start();
    const again = await second.url;
    const restartedAt = Date.now();
    const { token: token2, userId } = await signIn(again);
    const record = await waitFor(async () => {
      const res = await fetch(`${again}/api/user-dashboard/dashboard/${userId}/courses`, { headers: bearer(token2) });
      const found = ((await res.json()) as UserCourseRecord[]).find((r) => r.courseId === courseId);
      return found?.canDownloadCertificate ? found : undefined;
    }, 60_000);
    const issuedAfterMs = Date.now() - restartedAt;
    expect(record).toMatchObject({ progress: 100, canRetakeQuiz: false });
    expect(record.certificateUrl).toMatch(/^\/api\/certificates\/[A-Z2-9-]{14}\/pdf$/);
    const pdf = await fetch(`${again}${record.certificateUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // The learner sends the same answers again (the first request got no answer): the stored result.
    const resent = await submit(again, token2, attemptId, answers);
    expect(resent.status).toBe(200);
    const result = (await resent.json()) as QuizResult;
    expect(result).toMatchObject({ attemptId, score: 100, passed: true, canRetakeQuiz: false });
    expect(result.certificate!.certificateUrl).toBe(record.certificateUrl);
    await stopServerProcesses([second]);

    const database = await openServerDatabase();
    try {
      expect(await database.db.select().from(certificates).where(eq(certificates.attemptId, attemptId))).toHaveLength(1);
    } finally {
      await database.close();
    }
    console.log(`certificate issued ${issuedAfterMs} ms after the restart (${process.env.TEST_DB ?? 'pglite'})`);
  }, 240_000);
});
