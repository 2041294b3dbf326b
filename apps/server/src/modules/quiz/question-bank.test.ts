import {
  authMessages,
  type CatalogueCourse,
  type GeneratedQuiz,
  questionBankMessages,
  type QuestionBank,
  quizMessages,
  quizMinimumQuestions,
  type TenantCourse,
} from '@complyra/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '../../access/access-messages.ts';
import { quizAttempts } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { finishCourse } from '../../test/journey.ts';
import { insertModelledCourse } from '../../test/modelled-course.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { insertPhishingCourse } from '../../test/quiz-course.ts';
import { threeSlideCourse, titleOnlyCourse } from '../../test/thin-courses.ts';

describe('the question bank an organization admin curates', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let course: { id: string };

  const bankUrl = (tenantId: string, courseId: string) => `/api/tenant-admin/tenants/${tenantId}/courses/${courseId}/questions`;
  const getBank = (token: string, courseId = course.id, tenantId = org.tenant.id) =>
    t.app.inject({ method: 'GET', url: bankUrl(tenantId, courseId), headers: bearer(token) });
  const edit = (token: string, questionId: string, payload: object, tenantId = org.tenant.id) =>
    t.app.inject({ method: 'PATCH', url: `${bankUrl(tenantId, course.id)}/${questionId}`, headers: bearer(token), payload });
  const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  /** A learner who finished the course starts an attempt; the attempt as stored (with each question's bank id). */
  const attemptOf = async (token: string, tenantId: string) => {
    const res = await post(token, '/api/ai/generate_mcq', { course_id: course.id, tenant_id: tenantId });
    expect(res.statusCode).toBe(200);
    const quiz = res.json<GeneratedQuiz>();
    const [row] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, quiz.attemptId));
    return { quiz, stored: row! };
  };
  const learner = async (owner: typeof org, email: string) => {
    const token = await addEmployee(t.app, owner.adminToken, owner.tenant.id, email);
    expect((await finishCourse(t.app, t.database.db, { token, tenantId: owner.tenant.id }, course.id)).statusCode).toBe(200);
    return token;
  };

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Bank Org');
    other = await createOrganization(t.app, superToken, 'Bank Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    await saveCompleteDetails(t.app, other.adminToken, other.tenant.id);
    course = await insertPhishingCourse(t.database.db, 'Phishing Bank');
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id, { retryType: 'DIFFERENT' });
    await assignThroughApi(t.app, other.adminToken, other.tenant.id, course.id, { retryType: 'DIFFERENT' });
  });
  afterAll(() => t.close());

  it('lists every question with its source slide, and the super user\'s card counts them', async () => {
    const res = await getBank(org.adminToken);
    expect(res.statusCode).toBe(200);
    const bank = res.json<QuestionBank>();
    expect(bank).toMatchObject({ courseId: course.id, courseTitle: 'Phishing Bank', minimum: quizMinimumQuestions, warning: null });
    expect(bank.active).toBeGreaterThanOrEqual(10);
    expect(bank.questions.length).toBeGreaterThanOrEqual(bank.active);
    for (const q of bank.questions) {
      expect(q.slide).toBeGreaterThanOrEqual(1);
      expect(q.slide).toBeLessThanOrEqual(5);
      expect(q).toMatchObject({ retired: false, edited: false, asked: 0, rightShare: null, hintShare: null, source: 'builtin' });
      expect(q.choices[q.correctAnswer]).toBeTruthy();
    }
    const card = (await t.app.inject({ method: 'GET', url: `/api/superadmin/courses/${course.id}`, headers: bearer(superToken) })).json<CatalogueCourse>();
    expect(card.quizQuestions).toBe(bank.active);
    const adminCards = (await t.app.inject({ method: 'GET', url: `/api/tenant-admin/tenants/${org.tenant.id}/courses`,
      headers: bearer(org.adminToken) })).json<TenantCourse[]>();
    expect(adminCards.find((c) => c.courseId === course.id)?.quizQuestions).toBe(bank.active);
  });

  it('holds the tenant wall: another organization\'s admin 404, an employee 403, a course the organization lacks 404', async () => {
    const wall = await getBank(other.adminToken);
    expect(wall.statusCode).toBe(404);
    expect(wall.json().message).toBe(authMessages.organizationNotFound);
    const [first] = (await getBank(org.adminToken)).json<QuestionBank>().questions;
    const wallEdit = await edit(other.adminToken, first!.id, { retired: true });
    expect(wallEdit.statusCode).toBe(404);
    const employee = await addEmployee(t.app, org.adminToken, org.tenant.id, 'worker@bank-org.test');
    expect((await getBank(employee)).statusCode).toBe(403);
    expect((await edit(employee, first!.id, { retired: true })).statusCode).toBe(403);
    expect((await getBank(superToken)).statusCode).toBe(403);
    const lacking = await insertPhishingCourse(t.database.db, 'Not in the organization');
    const missing = await getBank(org.adminToken, lacking.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(accessMessages.courseNotFound);
    // A question of another course (or none) is not found under this one.
    const unknown = await edit(org.adminToken, '00000000-0000-4000-8000-000000000000', { retired: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(questionBankMessages.questionNotFound);
    // Nothing was retired by the refused calls.
    expect((await getBank(org.adminToken)).json<QuestionBank>().questions.every((q) => !q.retired)).toBe(true);
  });

  it('rewords a question when the wording passes the checks, and answers 400 with the reasons when it does not', async () => {
    const bank = (await getBank(org.adminToken)).json<QuestionBank>();
    const target = bank.questions[0]!;
    const answer = target.choices[target.correctAnswer];
    const fragment = await edit(org.adminToken, target.id, {
      choices: { ...target.choices, [target.correctAnswer === 'A' ? 'B' : 'A']: 'exploit the trust of the' },
    });
    expect(fragment.statusCode).toBe(400);
    expect(fragment.json().message).toMatch(/^The edited question cannot be used: .*is not a complete phrase \(it breaks off\)/);
    const givenAway = await edit(org.adminToken, target.id, { hint: `The answer is ${answer}` });
    expect(givenAway.statusCode).toBe(400);
    expect(givenAway.json().message).toBe(questionBankMessages.editRejected(['the hint names the answer']));
    const wrongLetter = target.correctAnswer === 'D' ? 'C' : 'D';
    const catchAll = await edit(org.adminToken, target.id, { choices: { ...target.choices, [wrongLetter]: 'All of the above' } });
    expect(catchAll.statusCode).toBe(400);
    expect(catchAll.json().message).toContain('a choice is "all/none of the above"');

    const reworded = `${target.question.replace(/\?$/, '')}, as the course puts it?`;
    const ok = await edit(org.adminToken, target.id, { question: reworded });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<QuestionBank>().questions.find((q) => q.id === target.id))
      .toMatchObject({ question: reworded, edited: true, retired: false });
    // Another organization still sees the bank's own wording.
    const theirs = (await getBank(other.adminToken, course.id, other.tenant.id)).json<QuestionBank>();
    expect(theirs.questions.find((q) => q.id === target.id)).toMatchObject({ question: target.question, edited: false });
  });

  it('never asks a retired question in that organization; another organization still asks it', async () => {
    const bank = (await getBank(org.adminToken)).json<QuestionBank>();
    // Keep six facts' questions; retire every other one.
    const keep = new Set(bank.questions.slice(0, 6).map((q) => q.id));
    for (const q of bank.questions.filter((x) => !keep.has(x.id))) {
      const res = await edit(org.adminToken, q.id, { retired: true });
      expect(res.statusCode).toBe(200);
    }
    const after = (await getBank(org.adminToken)).json<QuestionBank>();
    const retiredIds = bank.questions.filter((q) => !keep.has(q.id)).map((q) => q.id).sort();
    expect(after.questions.filter((q) => q.retired).map((q) => q.id).sort()).toEqual(retiredIds);
    expect(after.active).toBeLessThanOrEqual(6);

    const ours = await learner(org, 'ida@bank-org.test');
    for (let i = 0; i < 3; i++) {
      const { quiz, stored } = await attemptOf(ours, org.tenant.id);
      expect(stored.questions.every((q) => keep.has(q.bankId!))).toBe(true);
      const answers = Object.fromEntries(stored.questions.map((q) => [String(q.number), q.correctAnswer === 'A' ? 'B' : 'A']));
      expect((await post(ours, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers })).statusCode).toBe(200);
    }
    const theirs = await learner(other, 'jon@bank-other.test');
    const { stored } = await attemptOf(theirs, other.tenant.id);
    expect(stored.questions).toHaveLength(10);
    expect(stored.questions.some((q) => !keep.has(q.bankId!))).toBe(true);

    // Restored, a question can be asked again.
    const restored = await edit(org.adminToken, [...bank.questions.filter((q) => !keep.has(q.id))][0]!.id, { retired: false });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<QuestionBank>().active).toBeGreaterThan(after.active);
  });

  it('shows the share answered right and the share that used the hint, from the organization\'s own attempts', async () => {
    const kim = await learner(org, 'kim@bank-org.test');
    const { quiz, stored } = await attemptOf(kim, org.tenant.id);
    const first = stored.questions[0]!;
    expect((await post(kim, `/api/quiz/attempts/${quiz.attemptId}/hint`, { number: first.number })).statusCode).toBe(200);
    const answers = Object.fromEntries(stored.questions.map((q) => [String(q.number), q.correctAnswer]));
    expect((await post(kim, `/api/quiz/attempts/${quiz.attemptId}/submit`, { answers })).statusCode).toBe(200);

    // Every attempt of this organization so far: three answered all wrong (no hint), Kim's all right (one hint).
    const all = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.tenantId, org.tenant.id));
    const askedTimes = all.filter((a) => a.questions.some((q) => q.bankId === first.bankId)).length;
    const bank = (await getBank(org.adminToken)).json<QuestionBank>();
    const row = bank.questions.find((q) => q.id === first.bankId)!;
    expect(row.asked).toBe(askedTimes);
    expect(row.rightShare).toBe(Math.round((1 / askedTimes) * 100) / 100);
    expect(row.hintShare).toBe(Math.round((1 / askedTimes) * 100) / 100);
    // The other organization's learner never submitted: its view counts nothing.
    const theirs = (await getBank(other.adminToken, course.id, other.tenant.id)).json<QuestionBank>();
    expect(theirs.questions.every((q) => q.asked === 0 && q.rightShare === null)).toBe(true);
  });

  it('tells the admin when a course supports no or too few questions; the learner gets the plain message', async () => {
    const nothing = await insertModelledCourse(t.database.db, 'Welcome only', titleOnlyCourse);
    const thin = await insertModelledCourse(t.database.db, 'Clean Desk', threeSlideCourse);
    for (const c of [nothing, thin]) await assignThroughApi(t.app, org.adminToken, org.tenant.id, c.id);
    const none = (await getBank(org.adminToken, nothing.id)).json<QuestionBank>();
    expect(none).toMatchObject({ active: 0, questions: [], warning: questionBankMessages.noQuestions });
    expect(none.warning).toMatch(/^This course supports no quiz questions yet: /);
    const few = (await getBank(org.adminToken, thin.id)).json<QuestionBank>();
    expect(few.active).toBeGreaterThan(0);
    expect(few.active).toBeLessThan(quizMinimumQuestions);
    expect(few.warning).toBe(questionBankMessages.underMinimum(few.active));
    const cards = (await t.app.inject({ method: 'GET', url: `/api/tenant-admin/tenants/${org.tenant.id}/courses`,
      headers: bearer(org.adminToken) })).json<TenantCourse[]>();
    expect(cards.find((c) => c.courseId === nothing.id)?.quizQuestions).toBe(0);

    const lee = await addEmployee(t.app, org.adminToken, org.tenant.id, 'lee@bank-org.test');
    expect((await finishCourse(t.app, t.database.db, { token: lee, tenantId: org.tenant.id }, nothing.id)).statusCode).toBe(200);
    const quiz = await post(lee, '/api/ai/generate_mcq', { course_id: nothing.id, tenant_id: org.tenant.id });
    expect(quiz.statusCode).toBe(409);
    expect(quiz.json().message).toBe(quizMessages.noQuestions);
  });
});
