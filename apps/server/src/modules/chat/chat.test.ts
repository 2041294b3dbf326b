import { authMessages, type ChatAnswer, chatMessages } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '../../access/access-messages.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertModelledCourse, phishingCourseSlides } from '../../test/modelled-course.ts';
import { assignThroughApi, completeDetails, createAppWithCopyJob, saveCompleteDetails, setCourseEnabled } from '../../test/organization.ts';
import { createSecondServer } from '../../test/second-server.ts';
import { listAiAudit } from './chat.repository.ts';
import { parseSse } from '../../test/sse-events.ts';

describe('the AI helper (built-in engine)', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let superToken: string;
  let alice: string;
  let outsider: string;
  let course: { id: string };
  let disabled: { id: string };

  type Extra = Record<string, unknown>;
  const ask = (
    token: string, question: string, courseId: string | null, tenantId = org.tenant.id, extra: Extra = {}, app = t.app,
  ) =>
    app.inject({
      method: 'POST',
      url: courseId ? '/api/ai/chatbot' : '/api/courses/general-chatbot',
      headers: bearer(token),
      payload: courseId
        ? { chatHistory: [{ role: 'user', content: question }], course_id: courseId, tenant_id: tenantId, ...extra }
        : { chatHistory: [{ role: 'user', content: question }], tenantId },
    });

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Chat Org');
    other = await createOrganization(t.app, superToken, 'Chat Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    await saveCompleteDetails(t.app, other.adminToken, other.tenant.id);
    alice = await addEmployee(t.app, org.adminToken, org.tenant.id, 'alice@chat-org.test');
    outsider = await addEmployee(t.app, other.adminToken, other.tenant.id, 'eve@chat-other.test');
    course = await insertModelledCourse(t.database.db, 'Security Awareness', phishingCourseSlides);
    disabled = await insertModelledCourse(t.database.db, 'Switched Off', phishingCourseSlides);
    for (const id of [course.id, disabled.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/courses/assign',
        headers: bearer(org.adminToken),
        payload: {
          courseId: id,
          tenantId: org.tenant.id,
          mandatory: true,
          skippable: false,
          retryType: 'SAME',
          pocs: [{ role: 'Security Officer', name: 'Sam Patel', email: '', contact: 'sam@chat-org.test' }],
        },
      });
      expect(res.statusCode).toBe(201);
    }
    await setCourseEnabled(t.app, org.adminToken, org.tenant.id, disabled.id, false);
  }, 180_000);
  afterAll(() => t.close());

  it('answers who the HR contact is from the organization\'s details', async () => {
    const res = await ask(alice, 'Who do I contact in HR?', null);
    expect(res.statusCode).toBe(200);
    const answer = res.json<ChatAnswer>();
    expect(answer.response).toContain(`HR contact: ${completeDetails.hrContactName}`);
    expect(answer.response).toContain(completeDetails.hrContactEmail);
    expect(answer.response).toContain('Chat Org');
    expect(answer.sources).toEqual([]);
  });

  it('cites the one slide that answers a course question, with its number and title', async () => {
    const res = await ask(alice, 'How long should my passphrase be?', course.id);
    expect(res.statusCode).toBe(200);
    const answer = res.json<ChatAnswer>();
    expect(answer.sources[0]).toEqual({
      courseId: course.id,
      courseTitle: 'Security Awareness',
      slide: 3,
      slideTitle: 'Strong passwords',
      excerpt: 'Use a passphrase of at least 14 characters',
    });
    expect(answer.sources.length).toBeLessThanOrEqual(3);
    // Answer first, as a sentence, then where the course says it.
    expect(answer.response).toBe('Use a passphrase of at least 14 characters. The course says so under **Strong passwords** [Slide 3].');
  });

  it('looks a term up for "what is …" and tolerates typos and word forms', async () => {
    const defined = (await ask(alice, 'What is phishing?', course.id)).json<ChatAnswer>();
    expect(defined.sources[0]?.slide).toBe(2);
    expect(defined.response).toContain('Phishing: an e-mail that pretends to come from someone you trust');
    const typo = (await ask(alice, 'when must I forwrd suspicous emails?', course.id)).json<ChatAnswer>();
    expect(typo.sources[0]?.slide).toBe(4);
    const forms = (await ask(alice, 'locking screens', course.id)).json<ChatAnswer>();
    expect(forms.sources[0]?.slide).toBe(5);
  });

  it('adds the course contact to reporting questions, from the records and not from the client', async () => {
    const res = await ask(alice, 'How do I report a suspicious email?', course.id, org.tenant.id, {
      company_name: 'Evil Corp',
      pocs: [{ role: 'Boss', name: 'Mallory', contact: 'mallory@evil.test' }],
    });
    const answer = res.json<ChatAnswer>();
    expect(answer.sources[0]?.slide).toBe(4);
    expect(answer.response).toContain('For help or to report a concern, contact Security Officer: Sam Patel (sam@chat-org.test).');
    expect(answer.response).not.toContain('Mallory');
    expect(answer.response).not.toContain('Evil Corp');
  });

  it('says honestly when the course does not cover a question and names the contact', async () => {
    for (const question of ['What\'s the weather like today?', 'Write me a poem']) {
      const answer = (await ask(alice, question, course.id)).json<ChatAnswer>();
      expect(answer).toEqual({
        response:
          'The course "Security Awareness" does not cover that, so I can\'t answer it from the course material. For help, please contact Security Officer: Sam Patel (sam@chat-org.test). To search all your courses, ask the general chatbot with no course selected.',
        sources: [],
      });
    }
    const general = (await ask(alice, 'Write me a poem', null)).json<ChatAnswer>();
    expect(general.response).toBe(
      `Chat Org's courses do not cover that, so I can't answer it from the course material. For help, please contact Security Officer for Security Awareness: Sam Patel (sam@chat-org.test).`.replace(' for Security Awareness', ''),
    );
  });

  it('searches every enabled course in the general chat and names the course', async () => {
    const answer = (await ask(alice, 'clean desk printed documents', null)).json<ChatAnswer>();
    expect(answer.sources[0]).toMatchObject({ courseId: course.id, slide: 5 });
    expect(answer.response).toContain('(Security Awareness)');
    // The switched-off course is never a source.
    expect(answer.sources.every((s) => s.courseId !== disabled.id)).toBe(true);
  });

  it('answers the learner\'s questions about their own courses and certificates from their records', async () => {
    const left = (await ask(alice, 'Which courses do I still have to finish?', null)).json<ChatAnswer>();
    // The switched-off course is not the learner's to finish.
    expect(left).toEqual({ response: 'You still have 1 of your 1 course to finish:\n\n• **Security Awareness** – not started', sources: [] });
    const certificates = (await ask(alice, 'Do I have any certificates?', null)).json<ChatAnswer>();
    expect(certificates.response).toBe('You have no certificate yet. You earn one by finishing a course and passing its assessment.');
    const due = (await ask(alice, 'When are my courses due?', null)).json<ChatAnswer>();
    expect(due.response).toBe(
      'Your organization has not set due dates for your courses. You still have one course to finish:\n\n• **Security Awareness** – not started',
    );
    // A question of which course teaches a topic names the course and its slides.
    const topic = (await ask(alice, 'Which course covers phishing?', null)).json<ChatAnswer>();
    expect(topic.sources[0]).toMatchObject({ courseId: course.id, slide: 2 });
    expect(topic.response).toMatch(/^You'll find phishing in \*\*Security Awareness\*\*, slides? 2\b/);
    // How far the learner is, and their assessments.
    expect((await ask(alice, 'How far am I in my training?', null)).json<ChatAnswer>().response).toBe(
      'You still have 1 of your 1 course to finish:\n\n• **Security Awareness** – not started',
    );
    expect((await ask(alice, 'Did I pass the quiz?', null)).json<ChatAnswer>().response).toBe(
      'You have not passed an assessment yet:\n\n• **Security Awareness** – opens when you finish the course (not started)',
    );
  });

  it('streams as server-sent events: pieces, then the sources', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chatbot',
      headers: { ...bearer(alice), accept: 'text/event-stream' },
      payload: { chatHistory: [{ role: 'user', content: 'passphrase characters' }], course_id: course.id, tenant_id: org.tenant.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const text = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text).join('');
    expect(text).toBe((done.data as ChatAnswer).response);
    expect((done.data as ChatAnswer).sources[0]?.slide).toBe(3);
  });

  it('refuses other organizations, switched-off courses, super users and empty questions', async () => {
    const foreign = await ask(outsider, 'passphrase', course.id, other.tenant.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(accessMessages.courseNotFound);
    const wall = await ask(outsider, 'passphrase', course.id, org.tenant.id);
    expect(wall.statusCode).toBe(404);
    expect(wall.json().message).toBe(authMessages.organizationNotFound);
    const wallGeneral = await ask(outsider, 'Who is the HR contact?', null, org.tenant.id);
    expect(wallGeneral.statusCode).toBe(404);
    const off = await ask(alice, 'passphrase', disabled.id);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(chatMessages.courseNotAvailable);
    expect((await ask(superToken, 'passphrase', course.id)).statusCode).toBe(403);
    expect((await ask(alice, '   ', course.id)).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/courses/general-chatbot', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records every question and answer in the AI audit trail', async () => {
    const rows = await listAiAudit(t.database.db, org.tenant.id);
    const row = rows.find((r) => r.question === 'How long should my passphrase be?');
    expect(row).toMatchObject({ courseId: course.id, engine: 'built-in', outcome: 'answered', sources: [{ courseId: course.id, slide: 3 }] });
    expect(row!.answer).toContain('Slide 3');
    expect(row!.durationMs).toBeGreaterThanOrEqual(0);
    expect(rows.find((r) => r.question === 'Who do I contact in HR?')?.courseId).toBeNull();
    // A question the course gave no answer to is recorded as refused: what the courses may be missing.
    expect(rows.find((r) => r.question === 'Write me a poem')).toMatchObject({ outcome: 'refused', sources: [] });
    // The outsider's refused question is in their own organization's trail, unanswered.
    const outsiders = await listAiAudit(t.database.db, other.tenant.id);
    expect(outsiders.map((r) => [r.courseId, r.outcome, r.answer])).toEqual([[course.id, 'failed', '']]);
  });

  it('records every one of many questions asked at once (written together while a write is under way)', async () => {
    const learners = await Promise.all(
      Array.from({ length: 3 }, (_, i) => addEmployee(t.app, org.adminToken, org.tenant.id, `burst${i}@chat-org.test`)),
    );
    const questions = Array.from({ length: 12 }, (_, i) => `How long should passphrase number ${i} be?`);
    const answers = await Promise.all(questions.map((q, i) => ask(learners[i % learners.length]!, q, course.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(questions.map(() => 200));
    // The app closes only after its audit writes: wait for them as it does, then read the trail.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const recorded = (await listAiAudit(t.database.db, org.tenant.id)).filter((r) => questions.includes(r.question));
    expect(recorded.map((r) => r.question).sort()).toEqual([...questions].sort());
    // Each with its reply ("number 7" is on no slide: some are refusals pointing to the passphrase slide).
    expect(recorded.every((r) => r.outcome !== 'failed' && r.answer.length > 0)).toBe(true);
  });

  it('tells the learner their due dates when the organization set them, overdue first', async () => {
    const dana = await addEmployee(t.app, org.adminToken, org.tenant.id, 'dana@chat-org.test');
    const dated = await insertModelledCourse(t.database.db, 'Anti-Bribery Basics', [
      { title: 'Gifts', role: 'content', points: [{ text: 'Never accept a gift worth more than 50 euros', level: 0, kind: 'statement', block: 0 }] },
    ]);
    const late = await insertModelledCourse(t.database.db, 'Data Protection', [
      { title: 'Personal data', role: 'content', points: [{ text: 'Collect only the personal data you need', level: 0, kind: 'statement', block: 0 }] },
    ]);
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, dated.id, { dueDate: '2099-06-30' });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, late.id, { dueDate: '2020-01-31' });
    const due = (await ask(dana, 'When are my courses due?', null)).json<ChatAnswer>();
    expect(due).toEqual({
      response:
        'One course is overdue. Your courses to finish, by due date:\n\n' +
        '• **Data Protection** – overdue since 2020-01-31 (not started)\n' +
        '• **Anti-Bribery Basics** – due 2099-06-30 (not started)\n' +
        '• **Security Awareness** – no due date (not started)',
      sources: [],
    });
    const left = (await ask(dana, 'Which courses do I still have to finish?', null)).json<ChatAnswer>().response;
    expect(left).toContain('• **Data Protection** – not started, overdue since 2020-01-31');
  });

  it('allows 30 questions a minute per user across the servers on one database, then answers 429 with a message', async () => {
    const bob = await addEmployee(t.app, org.adminToken, org.tenant.id, 'bob@chat-org.test');
    // Behind a load balancer: half the questions reach another server, which counts the same minute.
    const second = await createSecondServer(t.database);
    try {
      const servers = [t.app, second.app];
      for (let i = 0; i < 30; i++) expect((await ask(bob, 'passphrase', course.id, undefined, {}, servers[i % 2])).statusCode).toBe(200);
      for (const app of servers) {
        const limited = await ask(bob, 'passphrase', course.id, undefined, {}, app);
        expect(limited.statusCode).toBe(429);
        expect(limited.json().message).toBe(chatMessages.tooMany);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await second.close();
    }
    // Someone else is not slowed down.
    expect((await ask(alice, 'passphrase', course.id)).statusCode).toBe(200);
  });
});
