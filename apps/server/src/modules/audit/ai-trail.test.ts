import type { AiTrailCounts, AiTrailDetail, AiTrailPage } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAudit } from '../../db/schema.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { userIdOf } from '../../test/journey.ts';
import { createAppWithCopyJob } from '../../test/organization.ts';
import { findAuditEntries } from './audit.repository.ts';

describe('the AI trail the admin sees', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let course: { id: string };
  let askerId: string;

  const get = (url: string, token = org.adminToken) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Trail Org');
    other = await createOrganization(t.app, superToken, 'Trail Other Org');
    course = await insertReadyCourse(t.database.db, { title: 'Trail Phishing' });
    askerId = await userIdOf(t.app, await addEmployee(t.app, org.adminToken, org.tenant.id, 'asker@trail-org.test'));
    // As the chat records them (chat.service writes this table after every answer).
    const entry = (over: Partial<typeof aiAudit.$inferInsert>, minutesAgo: number) => ({
      userId: askerId, tenantId: org.tenant.id, courseId: course.id, question: 'What is phishing?', answer: 'A lure by e-mail.',
      engine: 'built-in' as const, sources: [{ courseId: course.id, slide: 2 }], outcome: 'answered' as const, durationMs: 12,
      createdAt: new Date(Date.now() - minutesAgo * 60_000), ...over,
    });
    await t.database.db.insert(aiAudit).values([
      entry({}, 30),
      entry({ question: 'How do I report a phish?', engine: 'ai', sources: [{ courseId: course.id, slide: 5 }] }, 20),
      entry({ courseId: null, question: 'When is my training due?', sources: [] }, 10),
      entry({ tenantId: other.tenant.id, question: 'Secret of the other organization' }, 5),
    ]);
  });
  afterAll(() => t.close());

  it('lists the organization\'s questions newest first with course, engine, cited slides and time, and no names', async () => {
    const answer = await get(`/api/admin/ai-trail?tenantId=${org.tenant.id}`);
    expect(answer.statusCode).toBe(200);
    const page = answer.json<AiTrailPage>();
    expect(page.total).toBe(3);
    expect(page.items.map((e) => [e.question, e.courseTitle, e.engine, e.citedSlides.map((s) => s.slide)])).toEqual([
      ['When is my training due?', null, 'built-in', []],
      ['How do I report a phish?', 'Trail Phishing', 'ai', [5]],
      ['What is phishing?', 'Trail Phishing', 'built-in', [2]],
    ]);
    expect(page.items[0]?.createdAt).toEqual(expect.any(String));
    expect(JSON.stringify(page)).not.toContain(askerId);
    expect(JSON.stringify(page)).not.toContain('asker@trail-org.test');
    expect(JSON.stringify(page)).not.toContain('Secret of the other organization');

    const searched = (await get(`/api/admin/ai-trail?tenantId=${org.tenant.id}&search=report`)).json<AiTrailPage>();
    expect(searched.items.map((e) => e.question)).toEqual(['How do I report a phish?']);
    const ofCourse = (await get(`/api/admin/ai-trail?tenantId=${org.tenant.id}&courseId=${course.id}`)).json<AiTrailPage>();
    expect(ofCourse.total).toBe(2);
  });

  it('counts the questions per course, the general chatbot apart', async () => {
    const counts = (await get(`/api/admin/ai-trail/counts?tenantId=${org.tenant.id}`)).json<AiTrailCounts>();
    expect(counts).toEqual([
      { courseId: course.id, courseTitle: 'Trail Phishing', questions: 2 },
      { courseId: null, courseTitle: null, questions: 1 },
    ]);
  });

  it('names who asked only when the admin opens a question, and records that they looked', async () => {
    const [latest] = (await get(`/api/admin/ai-trail?tenantId=${org.tenant.id}`)).json<AiTrailPage>().items;
    const opened = await get(`/api/admin/ai-trail/${latest!.id}?tenantId=${org.tenant.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<AiTrailDetail>()).toMatchObject({
      question: 'When is my training due?',
      answer: 'A lure by e-mail.',
      askedBy: { userId: askerId, name: 'Employee', email: 'asker@trail-org.test' },
    });
    const [shown] = await findAuditEntries(t.database.db, { tenantId: org.tenant.id, action: 'ai-trail.asker.shown' });
    expect(shown).toMatchObject({ actorEmail: org.admin.adminEmail, detail: { entryId: latest!.id } });
  });

  it('holds the tenant wall: another organization\'s admin sees none of it', async () => {
    const [latest] = (await get(`/api/admin/ai-trail?tenantId=${org.tenant.id}`)).json<AiTrailPage>().items;
    expect((await get(`/api/admin/ai-trail?tenantId=${org.tenant.id}`, other.adminToken)).statusCode).toBe(404);
    // Their own organization in the query does not open ours.
    const crossed = await get(`/api/admin/ai-trail/${latest!.id}?tenantId=${other.tenant.id}`, other.adminToken);
    expect([crossed.statusCode, crossed.json()]).toEqual([404, { message: 'Question not found' }]);
    const learner = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'asker@trail-org.test', password: 'employee-pass' } });
    expect((await get(`/api/admin/ai-trail?tenantId=${org.tenant.id}`, learner.json<{ token: string }>().token)).statusCode).toBe(403);
  });
});
