import type { ChatAnswer } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideNarrations } from './db/schema.ts';
import type { ChatMessage, LanguageModel, LanguageProvider } from './ports/language-engine.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from './test/actors.ts';
import { finishCourse } from './test/journey.ts';
import { insertModelledCourse, phishingCourseSlides } from './test/modelled-course.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from './test/organization.ts';
import { insertPhishingCourse } from './test/quiz-course.ts';

// One language engine for the whole app: the one handed in with the engines is the one chat, the quiz and
// the explanation editor use (no AI_* setting here: a feature building its own client would use none).

const asked: { feature: string; messages: ChatMessage[] }[] = [];
const featureOf = (messages: ChatMessage[]) => {
  const system = messages[0]?.content ?? '';
  if (system.startsWith('You help employees')) return 'chat';
  if (system.startsWith('You write the multiple-choice assessment')) return 'quiz';
  if (system.startsWith('You rewrite the spoken explanation')) return 'editor';
  return 'other';
};
const model: LanguageModel = {
  async complete(messages) {
    const feature = featureOf(messages);
    asked.push({ feature, messages });
    // The quiz gets no usable question (the built-in writer fills in); the editor gets its rewrite.
    return feature === 'quiz' ? '{"questions": []}' : 'Phishing emails imitate people you trust, so check the sender before you click any link at all.';
  },
  async* stream(messages) {
    asked.push({ feature: featureOf(messages), messages });
    yield 'Use a passphrase of at least 14 characters.';
  },
};
const recordingEngine = (builtIn: LanguageProvider): LanguageProvider => ({ name: 'recording', narrateSlide: builtIn.narrateSlide, model });

describe('the one language engine of the app', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let tenantId: string;
  let adminToken: string;
  let employee: string;
  let course: { id: string };

  beforeAll(async () => {
    t = await createAppWithCopyJob({ wrapEngines: (engines) => ({ ...engines, language: recordingEngine(engines.language) }) });
    const org = await createOrganization(t.app, await signInSuperUser(t.app, t.database), 'One Engine Org');
    tenantId = org.tenant.id;
    adminToken = org.adminToken;
    await saveCompleteDetails(t.app, adminToken, tenantId);
    employee = await addEmployee(t.app, adminToken, tenantId, 'eve@one-engine-org.test');
    course = await insertPhishingCourse(t.database.db, 'Phishing for one engine');
    await assignThroughApi(t.app, adminToken, tenantId, course.id);
  }, 180_000);
  afterAll(() => t.close());

  it('answers the course chat with it', async () => {
    const modelled = await insertModelledCourse(t.database.db, 'Security Awareness', phishingCourseSlides);
    await assignThroughApi(t.app, adminToken, tenantId, modelled.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chatbot',
      headers: bearer(employee),
      payload: { chatHistory: [{ role: 'user', content: 'How many characters should a passphrase have?' }], course_id: modelled.id, tenant_id: tenantId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ChatAnswer>().response).toBe('Use a passphrase of at least 14 characters.');
    expect(asked.filter((a) => a.feature === 'chat')).toHaveLength(1);
  });

  it('asks it for the quiz questions', async () => {
    expect((await finishCourse(t.app, t.database.db, { token: employee, tenantId }, course.id)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/ai/generate_mcq', headers: bearer(employee), payload: { course_id: course.id, tenant_id: tenantId } });
    expect(res.statusCode).toBe(200);
    expect(asked.filter((a) => a.feature === 'quiz').length).toBeGreaterThanOrEqual(1);
  });

  it('rewrites an explanation with it in the editor', async () => {
    // The organization's explanations as the pipeline leaves them.
    const ours = [1, 2].map((n) => ({ courseId: course.id, tenantId, slideNumber: n, explanation: `Text ${n} explained for the team at Acme today.` }));
    await t.database.db.insert(slideNarrations).values(ours);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/enhance-slide',
      headers: bearer(adminToken),
      payload: {
        courseId: course.id,
        tenantId,
        explanation_array: ours.map((n) => ({ slide: n.slideNumber, content: `Slide ${n.slideNumber}`, explanation: n.explanation })),
        query_index: 0,
        query_prompt: 'Make it friendlier',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(asked.filter((a) => a.feature === 'editor').length).toBeGreaterThanOrEqual(1);
  });
});
