import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideNarrations, tenantCourses } from '../../db/schema.ts';
import { OpenAiClient } from '../../providers/openai/openai-client.ts';
import { bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { type FakeAiService, startFakeAiService } from '../../test/fake-ai-service.ts';
import { createTestApp } from '../../test/test-app.ts';
import { enhanceWithAi } from './ai-enhancer.ts';
import { phishingSlide } from '../../test/phishing-slide.ts';

// A real HTTP server speaking the OpenAI chat format; each test queues the answers it gives.
let service: FakeAiService;
beforeAll(async () => {
  service = await startFakeAiService();
});
afterAll(() => service.close());
const requests = () => service.requests.map((r) => r.body as { messages: { role: string; content: string }[] });

const slide = phishingSlide;
const old =
  'Phishing messages try to trick you. Check the sender address before opening attachments, and report suspicious messages to the security team.';
const context = { organizationName: 'Acme', pointsOfContact: [] };
const client = () => new OpenAiClient({ baseUrl: service.baseUrl, model: 'test-model', timeoutMs: 2000 });

describe('enhancing through an AI service', () => {
  it('takes a free-form request and uses an answer that passes the narration checks', async () => {
    service.answers = ['Pirates love gold, and so do phishers. Check the sender address before opening attachments, and report suspicious messages to the security team.'];
    service.requests.length = 0;
    const result = await enhanceWithAi(client(), 'Talk like a pirate', old, slide, context);
    expect(result.text).toMatch(/^Pirates love gold/);
    expect(result.message).toBeUndefined();
    expect(requests()).toHaveLength(1);
    expect(requests()[0]!.messages.at(-1)!.content).toContain('Request: Talk like a pirate');
    expect(requests()[0]!.messages.at(-1)!.content).toContain(old);
  });

  it('asks once more when the answer fails a check, saying why', async () => {
    service.answers = ['- Check the sender\n- Report it', 'Check the sender address before opening attachments and report suspicious messages to the security team right away.'];
    service.requests.length = 0;
    const result = await enhanceWithAi(client(), 'Make it punchier', old, slide, context);
    expect(result.text).toMatch(/^Check the sender address/);
    expect(result.message).toBeUndefined();
    expect(requests()).toHaveLength(2);
    expect(requests()[1]!.messages.at(-1)!.content).toBe('That cannot be used: it uses markdown, bullets or a list instead of plain sentences. Please write it again.');
  });

  it('keeps the old text and says why when the second answer fails too', async () => {
    service.answers = ['Sure! Here is the rewritten text.', 'As an AI language model I cannot do that.'];
    service.requests.length = 0;
    const result = await enhanceWithAi(client(), 'Make it punchier', old, slide, context);
    expect(result).toEqual({ text: old, message: 'The AI service\'s rewrite was not used: it talks about the rewrite instead of the slide.' });
    expect(requests()).toHaveLength(2);
  });

  it('relaxes the length rule only for a request about length', async () => {
    service.answers = ['Check senders and report phishing to security.', 'Check senders and report phishing to security.'];
    const strict = await enhanceWithAi(client(), 'Make it punchier', old, slide, context);
    expect(strict.message).toMatch(/too short/);
    service.answers = ['Check the sender address before opening attachments; report suspicious messages to the security team.'];
    const relaxed = await enhanceWithAi(client(), 'Much shorter please', old, slide, context);
    expect(relaxed.message).toBeUndefined();
  });
});

describe('the enhance rules an AI rewrite must pass too', () => {
  const priya = { role: 'Compliance Officer', name: 'Priya Raman', contact: 'priya@example.test' };
  const withContact = `${old} If anything is unclear, Priya Raman, Compliance Officer, is there to help at priya@example.test.`;
  const audience = { organizationName: 'Acme', pointsOfContact: [priya] };

  it('asks again when "shorter" cuts less than a quarter', async () => {
    const short = 'Check the sender address before opening attachments, report suspicious messages to the security team, and ask Priya Raman if unsure.';
    service.answers = [
      'Phishing messages try to trick you. Check the sender address before opening attachments and report suspicious messages to the security team. If unclear, Priya Raman is there to help.',
      short,
    ];
    service.requests.length = 0;
    const result = await enhanceWithAi(client(), 'Make it shorter', withContact, slide, audience);
    expect(result).toEqual({ text: short });
    expect(requests()[0]!.messages[0]!.content).toContain('cut at least a quarter of the words');
    expect(requests()[1]!.messages.at(-1)!.content).toBe('That cannot be used: it cuts only 17% of the words, not a quarter. Please write it again.');
  });

  it('asks again when the contact sentence is dropped, then lets the built-in engine shorten it', async () => {
    const wordy = `Now we come to Recognising phishing. Basically, phishing messages try to trick you. ${withContact}`;
    const noContact = 'Check the sender address before opening attachments and report suspicious messages to the security team.';
    service.answers = [noContact, noContact];
    service.requests.length = 0;
    const result = await enhanceWithAi(client(), 'Make it shorter', wordy, slide, audience);
    expect(requests()[1]!.messages.at(-1)!.content).toBe('That cannot be used: it drops the sentence naming Priya Raman, the point of contact. Please write it again.');
    expect(result).toEqual({
      text: `Phishing messages try to trick you. Check the sender address before opening attachments, and report suspicious messages to the security team. If anything is unclear, Priya Raman, Compliance Officer, is there to help at priya@example.test.`,
      message: 'The AI service\'s rewrite was not used: it drops the sentence naming Priya Raman, the point of contact. The built-in engine\'s rewrite is shown instead.',
    });
  });

  it('asks again when a point of the slide is dropped', async () => {
    service.answers = ['Phishing messages try to trick you, so report suspicious messages to the security team and check every sender.', old];
    service.requests.length = 0;
    await enhanceWithAi(client(), 'Make it shorter', old, slide, context);
    expect(requests()[1]!.messages.at(-1)!.content).toBe(
      'That cannot be used: it drops the slide\'s point "Check the sender address before opening attachments". Please write it again.',
    );
  });

  it('gives the model the slide\'s points block by block', async () => {
    const boxes = {
      ...slide,
      points: [
        { text: 'Clone phishing copies a real message', level: 0, kind: 'term' as const, block: 0 },
        { text: 'Vishing uses voice calls', level: 0, kind: 'term' as const, block: 1 },
      ],
    };
    service.answers = [old];
    service.requests.length = 0;
    await enhanceWithAi(client(), 'Make it punchier', old, boxes, context);
    expect(requests()[0]!.messages.at(-1)!.content).toContain(
      'Slide block 1 of 2:\n- Clone phishing copies a real message\nSlide block 2 of 2:\n- Vishing uses voice calls',
    );
  });
});

describe('POST /api/ai/enhance-slide with AI_BASE_URL set', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  afterAll(() => t?.close());

  it('sends the free-form request to the AI service and answers its rewrite without saving', async () => {
    t = await createTestApp({ env: { AI_BASE_URL: service.baseUrl, SPEECH_ENGINE: 'built-in' } });
    const superToken = await signInSuperUser(t.app, t.database);
    const org = await createOrganization(t.app, superToken, 'AI Editor Org');
    const course = await insertReadyCourse(t.database.db, { slides: 2 });
    // The organization's copy as the pipeline leaves it (no job runs here).
    await t.database.db.insert(tenantCourses).values({ tenantId: org.tenant.id, courseId: course.id, copyStatus: 'ready' });
    await t.database.db.insert(slideNarrations).values([1, 2].map((n) => ({ courseId: course.id, tenantId: org.tenant.id, slideNumber: n, explanation: `Text ${n} explained for the team at Acme today.` })));
    service.answers = ['Text 2 explained in rhyme, for the team at Acme, just in time.'];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/enhance-slide',
      headers: bearer(org.adminToken),
      payload: {
        courseId: course.id,
        tenantId: org.tenant.id,
        explanation_array: [
          { slide: 1, content: 'Slide 1', explanation: 'Text 1 explained for the team at Acme today.' },
          { slide: 2, content: 'Slide 2', explanation: 'Text 2 explained for the team at Acme today.' },
        ],
        query_index: 1,
        query_prompt: 'Make it rhyme',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().explanation_array[1].explanation).toBe('Text 2 explained in rhyme, for the team at Acme, just in time.');
    expect(res.json().explanation_array[0].explanation).toBe('Text 1 explained for the team at Acme today.');
  }, 300_000);
});
