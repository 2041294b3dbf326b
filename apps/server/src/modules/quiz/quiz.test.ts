import { authMessages, type GeneratedQuiz, progressMessages, quizMessages, type QuizResult, type UserCourseRecord } from '@complyra/core';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '../../access/access-messages.ts';
import { certificates, quizAttempts, users } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails, setCourseEnabled } from '../../test/organization.ts';
import { finishCourse } from '../../test/journey.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { waitFor } from '../../test/wait-for.ts';
import { issueCertificateJob, sendMissingCertificateJobs } from '../certificates/certificate-job.ts';
import { insertPhishingCourse } from '../../test/quiz-course.ts';
import { insertModelledCourse } from '../../test/modelled-course.ts';
import { plainSentenceCourse, threeSlideCourse, titleOnlyCourse } from '../../test/thin-courses.ts';

describe('quiz attempts and certificates', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let alice: string;
  let bob: string;
  let carol: string;
  let eve: string;
  let dave: string;
  let frank: string;
  let gina: string;
  let same: { id: string };
  let different: { id: string };

  const post = (token: string, url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
  const generate = (token: string, courseId: string, tenantId = org.tenant.id) =>
    post(token, '/api/ai/generate_mcq', { course_id: courseId, tenant_id: tenantId, presentation_url: 'ignored' });
  const complete = (token: string, courseId: string) =>
    finishCourse(t.app, t.database.db, { token, tenantId: org.tenant.id }, courseId);
  const keyOf = async (attemptId: string) => {
    const [row] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    return row!;
  };
  /** Answers `right` questions correctly and the rest wrongly. */
  const answersFor = async (attemptId: string, right: number) => {
    const attempt = await keyOf(attemptId);
    return Object.fromEntries(
      attempt.questions.map((q, i) => [String(q.number), i < right ? q.correctAnswer : q.correctAnswer === 'A' ? 'B' : 'A']),
    );
  };
  const userIdOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/user-dashboard/profile', headers: bearer(token) })).json<{ id: string }>().id;

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    const superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Quiz Org');
    other = await createOrganization(t.app, superToken, 'Quiz Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    await saveCompleteDetails(t.app, other.adminToken, other.tenant.id);
    alice = await addEmployee(t.app, org.adminToken, org.tenant.id, 'alice@quiz-org.test');
    bob = await addEmployee(t.app, org.adminToken, org.tenant.id, 'bob@quiz-org.test');
    carol = await addEmployee(t.app, org.adminToken, org.tenant.id, 'carol@quiz-org.test');
    eve = await addEmployee(t.app, other.adminToken, other.tenant.id, 'eve@quiz-other.test');
    dave = await addEmployee(t.app, org.adminToken, org.tenant.id, 'dave@quiz-org.test');
    frank = await addEmployee(t.app, org.adminToken, org.tenant.id, 'frank@quiz-org.test');
    gina = await addEmployee(t.app, org.adminToken, org.tenant.id, 'gina@quiz-org.test');
    await t.database.db.update(users).set({ name: 'Αλέξανδρος Иванов' }).where(eq(users.email, 'alice@quiz-org.test'));
    same = await insertPhishingCourse(t.database.db, 'Phishing Awareness');
    different = await insertPhishingCourse(t.database.db, 'Phishing Refresher');
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, same.id, { retryType: 'SAME' });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, different.id, { retryType: 'DIFFERENT' });
    await assignThroughApi(t.app, other.adminToken, other.tenant.id, same.id);
  });
  afterAll(() => t.close());

  it('starts an attempt only for an employee who completed the course', async () => {
    const early = await generate(bob, same.id);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(quizMessages.courseNotCompleted);
    const wall = await generate(bob, same.id, other.tenant.id);
    expect(wall.statusCode).toBe(404);
    expect(wall.json().message).toBe(authMessages.organizationNotFound);
    const unassigned = await insertPhishingCourse(t.database.db, 'Not assigned');
    const none = await generate(bob, unassigned.id);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(accessMessages.courseNotFound);
  });

  it('gives ten questions without their answers or hints', async () => {
    await complete(alice, same.id);
    const res = await generate(alice, same.id);
    expect(res.statusCode).toBe(200);
    const quiz = res.json<GeneratedQuiz>();
    expect(quiz.mcqs).toHaveLength(10);
    expect(quiz.mcqs.map((q) => q.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Object.keys(quiz.mcqs[0]!).sort()).toEqual(['choices', 'number', 'question']);
    expect(res.body).not.toContain('correctAnswer');
    expect(res.body).not.toContain('Think back');
    const stored = await keyOf(quiz.attemptId);
    expect(stored.courseVersion).toBe(1);
    expect(stored.retryType).toBe('FIRST');
  });

  it('every ready course has a quiz: a 3-slide course gets fewer questions, a deck of plain sentences ten, a title alone a plain message', async () => {
    const learner = await addEmployee(t.app, org.adminToken, org.tenant.id, 'hana@quiz-org.test');
    const quizOf = async (title: string, slides: typeof threeSlideCourse) => {
      const course = await insertModelledCourse(t.database.db, title, slides);
      await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id, { retryType: 'DIFFERENT' });
      expect((await complete(learner, course.id)).statusCode).toBe(200);
      return generate(learner, course.id);
    };
    const three = await quizOf('Clean Desk', threeSlideCourse);
    expect(three.statusCode).toBe(200);
    const threeQuiz = three.json<GeneratedQuiz>();
    expect(threeQuiz.mcqs.length).toBeGreaterThanOrEqual(3);
    expect(threeQuiz.mcqs.length).toBeLessThan(10);
    // Submitting and passing works as for any quiz: the score rule over the questions there are.
    const submitted = await post(learner, `/api/quiz/attempts/${threeQuiz.attemptId}/submit`, { answers: await answersFor(threeQuiz.attemptId, threeQuiz.mcqs.length) });
    expect(submitted.json<QuizResult>().score).toBe(100);
    const plain = await quizOf('Working Safely Online', plainSentenceCourse);
    expect(plain.statusCode).toBe(200);
    expect(plain.json<GeneratedQuiz>().mcqs).toHaveLength(10);
    const nothing = await quizOf('Welcome only', titleOnlyCourse);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(quizMessages.noQuestions);
  });

  it('refuses another organization\'s employee and a colleague the attempt (read, hint, submit)', async () => {
    await complete(bob, same.id);
    const quiz = (await generate(bob, same.id)).json<GeneratedQuiz>();
    for (const token of [eve, alice, other.adminToken]) {
      const hint = await post(token, `/api/quiz/attempts/${quiz.attemptId}/hint`, { number: 1 });
      expect(hint.statusCode).toBe(404);
      expect(hint.json().message).toBe(quizMessages.attemptNotFound);
      const submit = await post(token, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers: await answersFor(quiz.attemptId, 10) });
      expect(submit.statusCode).toBe(404);
    }
    const read = await t.app.inject({ method: 'GET', url: `/api/quiz/attempts/latest?courseId=${same.id}`, headers: bearer(eve) });
    expect(read.statusCode).toBe(404);
    // Eve's own organization has the course, but Bob's attempt stays his.
    expect((await keyOf(quiz.attemptId)).submittedAt).toBeNull();
    expect((await keyOf(quiz.attemptId)).hintsUsed).toEqual([]);
  });

  it('does not take a submission while the organization has the course switched off, and keeps the attempt open', async () => {
    const quiz = (await generate(bob, same.id)).json<GeneratedQuiz>();
    await setCourseEnabled(t.app, org.adminToken, org.tenant.id, same.id, false);
    const refused = await post(bob, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers: await answersFor(quiz.attemptId, 0) });
    await setCourseEnabled(t.app, org.adminToken, org.tenant.id, same.id, true);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(progressMessages.courseNotAvailable);
    expect((await keyOf(quiz.attemptId)).submittedAt).toBeNull();
    const res = await post(bob, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers: await answersFor(quiz.attemptId, 0) });
    expect(res.json<QuizResult>()).toMatchObject({ score: 0, passed: false, courseTitle: 'Phishing Awareness' });
  });

  it('scores a failing attempt with the hint penalty, once, and SAME gives the same questions reshuffled', async () => {
    await complete(carol, same.id);
    const quiz = (await generate(carol, same.id)).json<GeneratedQuiz>();
    const hint = await post(carol, `/api/quiz/attempts/${quiz.attemptId}/hint`, { number: 2 });
    expect(hint.statusCode).toBe(200);
    const stored = await keyOf(quiz.attemptId);
    expect(hint.json().hint).toBe(stored.questions[1]!.hint);
    await post(carol, `/api/quiz/attempts/${quiz.attemptId}/hint`, { number: 2 });
    expect((await keyOf(quiz.attemptId)).hintsUsed).toEqual([2]);
    expect((await post(carol, `/api/quiz/attempts/${quiz.attemptId}/hint`, { number: 11 })).statusCode).toBe(400);

    const answers = await answersFor(quiz.attemptId, 7);
    const partial = await post(carol, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers: { ...answers, 10: undefined } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(quizMessages.answerAll);
    const unknown = await post(carol, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers: { ...answers, 11: 'A' } });
    expect(unknown.statusCode).toBe(400);

    const res = await post(carol, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers });
    expect(res.statusCode).toBe(200);
    const result = res.json<QuizResult>();
    // 7 of 10 right = 70, one hint −3 = 67: not passed.
    expect(result).toMatchObject({ score: 67, passed: false, total: 10, correct: 7, incorrect: 3, certificate: null,
      canRetakeQuiz: true });
    expect(result.items[1]).toMatchObject({ usedHint: true, isCorrect: true, score: 97 });
    expect(result.items[9]!.isCorrect).toBe(false);
    expect(result.items[9]!.correctAnswer).toMatch(/^[A-D]\. /);

    // The same answers again (the first answer was lost on the way back) answer the stored result; others are refused.
    const again = await post(carol, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(result);
    const changed = await post(carol, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers: await answersFor(quiz.attemptId, 10) });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(quizMessages.alreadySubmitted);
    expect((await post(carol, `/api/quiz/attempts/${quiz.attemptId}/hint`, { number: 1 })).statusCode).toBe(409);

    const latest = await t.app.inject({ method: 'GET', url: `/api/quiz/attempts/latest?courseId=${same.id}`, headers: bearer(carol) });
    expect(latest.json<QuizResult>()).toMatchObject({ score: 67, passed: false, attemptId: quiz.attemptId });

    const retry = (await generate(carol, same.id)).json<GeneratedQuiz>();
    const asked = (q: GeneratedQuiz['mcqs'][number]) => `${q.question}|${Object.values(q.choices).sort().join('|')}`;
    expect(new Set(retry.mcqs.map(asked))).toEqual(new Set(quiz.mcqs.map(asked)));
    expect(retry.mcqs.map((q) => q.question)).not.toEqual(quiz.mcqs.map((q) => q.question));
    expect((await keyOf(retry.attemptId)).retryType).toBe('SAME');
  });

  it('DIFFERENT retries ask questions not asked before, and say when facts come back in another form', async () => {
    await complete(carol, different.id);
    const first = (await generate(carol, different.id)).json<GeneratedQuiz>();
    await post(carol, `/api/quiz/attempts/${first.attemptId}/submit`, { answers: await answersFor(first.attemptId, 0) });
    const second = (await generate(carol, different.id)).json<GeneratedQuiz>();
    const firstFacts = new Set((await keyOf(first.attemptId)).questions.map((q) => q.fact));
    const secondRow = await keyOf(second.attemptId);
    expect(secondRow.retryType).toBe('DIFFERENT');
    for (const q of secondRow.questions) expect(firstFacts.has(q.fact)).toBe(false);
    const firstAsked = new Set((await keyOf(first.attemptId)).questions.map((q) => `${q.question}|${q.choices[q.correctAnswer]}`));
    for (const q of secondRow.questions) expect(firstAsked.has(`${q.question}|${q.choices[q.correctAnswer]}`)).toBe(false);
    // This short course has fewer than 20 facts: the second attempt brings some back in another form and says so.
    expect(second.notice).toBe(quizMessages.factsRepeated);
  });

  it('a pass issues one certificate: PDF with the holder\'s name, PNG, dashboard link and public verification', async () => {
    const quiz = (await generate(alice, same.id)).json<GeneratedQuiz>();
    const res = await post(alice, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers: await answersFor(quiz.attemptId, 10) });
    expect(res.statusCode).toBe(200);
    const result = res.json<QuizResult>();
    expect(result).toMatchObject({ score: 100, passed: true, correct: 10, canRetakeQuiz: false, holderName: 'Αλέξανδρος Иванов' });
    const certificate = result.certificate!;
    expect(certificate.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(certificate.verifyUrl).toBe(`/verify/${certificate.code}`);

    const pdf = await t.app.inject({ method: 'GET', url: `${certificate.certificateUrl}?download=1` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const day = new Date().toISOString().slice(0, 10);
    expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toBe(
      `attachment; filename*=UTF-8''Phishing-Awareness-Αλέξανδρος-Иванов-${day}.pdf`,
    );
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 800, height: 600 });
    expect(doc.getSubject()).toBe(`Αλέξανδρος Иванов · ${certificate.code}`);
    expect((await pdfPageTexts(pdf.rawPayload))[0]).toContain('Presented to  Αλέξανδρος Иванов  For successfully completing');
    const png = await t.app.inject({ method: 'GET', url: certificate.certificateUrl.replace(/pdf$/, 'png') });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.readUInt32BE(16)).toBe(1600);

    const aliceId = await userIdOf(alice);
    const records = await t.app.inject({ method: 'GET', url: `/api/user-dashboard/dashboard/${aliceId}/courses`, headers: bearer(alice) });
    const record = records.json<UserCourseRecord[]>().find((r) => r.courseId === same.id)!;
    expect(record).toMatchObject({ canDownloadCertificate: true, certificateUrl: certificate.certificateUrl,
      canRetakeQuiz: false });
    const stored = await post(alice, '/api/user-dashboard/certificates/store', { userId: aliceId, courseId: same.id, certificateUrl: 'https://forged.example/x.png' });
    expect(stored.json()).toEqual({ userId: aliceId, courseId: same.id, certificateUrl: certificate.certificateUrl });
    const forged = await post(bob, '/api/user-dashboard/certificates/store', { userId: await userIdOf(bob), courseId: same.id, certificateUrl: 'x' });
    expect(forged.statusCode).toBe(404);
    // Ids that are not ids are a bad request, as everywhere else (this one reached SQL and answered 500).
    const notAnId = await post(alice, '/api/user-dashboard/certificates/store', { userId: aliceId, courseId: 'not-a-uuid', certificateUrl: 'x' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toEqual({ message: 'courseId: Course not found' });
    const notAUser = await post(alice, '/api/user-dashboard/certificates/store', { userId: 'me', courseId: same.id, certificateUrl: 'x' });
    expect(notAUser.statusCode).toBe(400);
    expect(notAUser.json()).toEqual({ message: 'userId: User not found' });

    const verify = await t.app.inject({ method: 'GET', url: `/api/certificates/verify/${certificate.code}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({
      code: certificate.code,
      holderName: 'Αλέξανδρος Иванов',
      courseTitle: 'Phishing Awareness',
      organization: 'Quiz Org',
      score: 100,
      status: 'valid',
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/certificates/verify/AAAA-BBBB-CCCC' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(quizMessages.certificateNotFound);
  });

  const recordOf = async (token: string, courseId: string) => {
    const records = await t.app.inject({ method: 'GET', url: `/api/user-dashboard/dashboard/${await userIdOf(token)}/courses`,
      headers: bearer(token) });
    return records.json<UserCourseRecord[]>().find((r) => r.courseId === courseId)!;
  };
  const certificatesOf = (attemptId: string) =>
    t.database.db.select().from(certificates).where(eq(certificates.attemptId, attemptId));

  it('passing closes the assessment: no new attempt, no other open attempt taken, and every place says so', async () => {
    await complete(dave, same.id);
    expect(await recordOf(dave, same.id)).toMatchObject({ progress: 100, canRetakeQuiz: true, canDownloadCertificate: false });
    // Two attempts open at once (two tabs): the first one passed closes the other.
    const passing = (await generate(dave, same.id)).json<GeneratedQuiz>();
    const other = (await generate(dave, same.id)).json<GeneratedQuiz>();
    const passed = await post(dave, `/api/quiz/attempts/${passing.attemptId}/submit`,
      { answers: await answersFor(passing.attemptId, 10) });
    expect(passed.json<QuizResult>()).toMatchObject({ passed: true, canRetakeQuiz: false });

    const restart = await generate(dave, same.id);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toBe(quizMessages.alreadyPassed);
    const late = await post(dave, `/api/quiz/attempts/${other.attemptId}/submit`, { answers: await answersFor(other.attemptId, 0) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(quizMessages.alreadyPassed);
    expect((await keyOf(other.attemptId)).submittedAt).toBeNull();

    expect(await recordOf(dave, same.id)).toMatchObject({ canRetakeQuiz: false, canDownloadCertificate: true,
      certificateUrl: passed.json<QuizResult>().certificate!.certificateUrl });
    const latest = await t.app.inject({ method: 'GET', url: `/api/quiz/attempts/latest?courseId=${same.id}`, headers: bearer(dave) });
    expect(latest.json<QuizResult>()).toMatchObject({ attemptId: passing.attemptId, passed: true, canRetakeQuiz: false });
    // The other course stays open until it is passed.
    await complete(dave, different.id);
    expect(await recordOf(dave, different.id)).toMatchObject({ canRetakeQuiz: true });
    expect((await generate(dave, different.id)).statusCode).toBe(200);
  });

  it('a pass left without its certificate (the server stopped in between) gets it when the answers come again, once', async () => {
    await complete(frank, same.id);
    const quiz = (await generate(frank, same.id)).json<GeneratedQuiz>();
    const answers = await answersFor(quiz.attemptId, 10);
    const first = (await post(frank, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers })).json<QuizResult>();
    // What a stop between storing the pass and issuing left behind.
    await t.database.db.delete(certificates).where(eq(certificates.attemptId, quiz.attemptId));
    expect(await recordOf(frank, same.id)).toMatchObject({ canDownloadCertificate: false, certificateUrl: null,
      canRetakeQuiz: false });

    const resubmit = () => post(frank, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers });
    const [again, twice] = await Promise.all([resubmit(), resubmit()]);
    expect(again!.statusCode).toBe(200);
    const result = again!.json<QuizResult>();
    expect(result).toMatchObject({ attemptId: quiz.attemptId, score: 100, passed: true, canRetakeQuiz: false,
      items: first.items });
    expect(result.certificate!.code).not.toBe(first.certificate!.code);
    expect(twice!.json<QuizResult>().certificate).toEqual(result.certificate);
    expect(await certificatesOf(quiz.attemptId)).toHaveLength(1);
    expect(await recordOf(frank, same.id)).toMatchObject({ canDownloadCertificate: true,
      certificateUrl: result.certificate!.certificateUrl });
    expect((await t.app.inject({ method: 'GET', url: result.certificate!.certificateUrl })).statusCode).toBe(200);

    // The database keeps one certificate per attempt, whoever writes it.
    const [stored] = await certificatesOf(quiz.attemptId);
    await expect(t.database.db.insert(certificates).values({ ...stored!, id: undefined, code: 'ZZZZ-ZZZZ-ZZZ2' })).rejects.toThrow();
  });

  it('a pass stored without its certificate before the job existed gets one from the start-up sweep', async () => {
    await complete(gina, same.id);
    const quiz = (await generate(gina, same.id)).json<GeneratedQuiz>();
    await post(gina, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers: await answersFor(quiz.attemptId, 10) });
    // What a pass stored before this release left: no certificate and no job.
    await t.database.db.delete(certificates).where(eq(certificates.attemptId, quiz.attemptId));
    await t.database.sql.executeSql('DELETE FROM pgboss.job WHERE name = $1 AND data->>\'attemptId\' = $2',
      [issueCertificateJob, quiz.attemptId]);

    expect(await sendMissingCertificateJobs(t.database.db, t.jobs, 'https://training.example.com')).toBe(1);
    const [issued] = await waitFor(async () => {
      const rows = await certificatesOf(quiz.attemptId);
      return rows.length > 0 ? rows : undefined;
    }, 40_000);
    expect(await sendMissingCertificateJobs(t.database.db, t.jobs, 'https://training.example.com')).toBe(0);
    expect(await recordOf(gina, same.id)).toMatchObject({ canDownloadCertificate: true,
      certificateUrl: `/api/certificates/${issued!.code}/pdf` });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/certificates/${issued!.code}/pdf` });
    expect((await pdfPageTexts(pdf.rawPayload))[0]).toContain(`Verify at https://training.example.com/verify/${issued!.code}`);
  }, 60_000);

  it('rate-limits the public verification by address', async () => {
    const codes = Array.from({ length: 40 }, () => 'ZZZZ-ZZZZ-ZZZZ');
    const statuses = [];
    for (const code of codes) {
      statuses.push((await t.app.inject({ method: 'GET', url: `/api/certificates/verify/${code}`, remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(statuses.filter((s) => s === 404).length).toBe(30);
    expect(statuses.at(-1)).toBe(429);
  });
});
