import { type ChatAnswer, chatMessages } from '@complyra/core';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertModelledCourse, phishingCourseSlides } from '../../test/modelled-course.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { listAiAudit } from './chat.repository.ts';
import { waitFor } from '../../test/wait-for.ts';
import { parseSse } from '../../test/sse-events.ts';

// The AI engine against a real local HTTP server that answers like an OpenAI-compatible service.
type Mode = 'wrong-citation' | 'no-citation' | 'error' | 'broken' | 'silent';

describe('the AI helper with an AI service (AI_BASE_URL)', () => {
  const modes: Mode[] = [];
  const requests: { messages: { role: string; content: string }[]; stream: boolean }[] = [];
  let server: http.Server;
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let alice: string;
  let tenantId: string;
  let course: { id: string };

  const delta = (text: string) => `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        requests.push(JSON.parse(body));
        const mode = modes.shift();
        if (mode === 'error') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
          return;
        }
        if (mode === 'silent') return; // never answers: the time-out must end it
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        if (mode === 'broken') {
          res.write(delta('Use a pass'));
          setTimeout(() => res.destroy(), 20);
          return;
        }
        const pieces =
          mode === 'no-citation'
            ? ['Use a passphrase ', 'of at least 14 characters.']
            : ['Use a passphrase of at least 14 characters [Sli', 'de 3]. Report phishing within 2 hours [Slide', ' 9].', ' Lock your screen [Slide 5].'];
        for (const piece of pieces) res.write(delta(piece));
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // A model's answer may take more than a second on a loaded machine (CI's two cores); a silent one is cut at 3 s.
    t = await createAppWithCopyJob({ env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_TIMEOUT_SECONDS: '3' } });
    const superToken = await signInSuperUser(t.app, t.database);
    const org = await createOrganization(t.app, superToken, 'AI Chat Org');
    tenantId = org.tenant.id;
    await saveCompleteDetails(t.app, org.adminToken, tenantId);
    alice = await addEmployee(t.app, org.adminToken, tenantId, 'alice@ai-chat-org.test');
    course = await insertModelledCourse(t.database.db, 'Security Awareness', phishingCourseSlides);
    await assignThroughApi(t.app, org.adminToken, tenantId, course.id);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    server.close();
  });

  const ask = (question: string, stream = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai/chatbot',
      headers: { ...bearer(alice), ...(stream ? { accept: 'text/event-stream' } : {}) },
      payload: { chatHistory: [{ role: 'user', content: question }], course_id: course.id, tenant_id: tenantId },
    });

  it('gives the model numbered sources and the organization, streams, and removes citations of slides it was not given', async () => {
    modes.push('wrong-citation');
    const res = await ask('How many characters should a passphrase have?', true);
    expect(res.statusCode).toBe(200);
    const events = parseSse(res.body);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const answer = done.data as ChatAnswer;
    expect(answer.response).toBe('Use a passphrase of at least 14 characters [Slide 3]. Report phishing within 2 hours. Lock your screen.');
    const streamed = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text).join('');
    expect(streamed).not.toContain('Slide 9');
    expect(answer.sources.map((s) => s.slide)).toEqual([3]);
    const sent = requests.at(-1)!;
    expect(sent.stream).toBe(true);
    const system = sent.messages[0]!.content;
    expect(system).toContain('[Slide 3] Strong passwords: Use a passphrase of at least 14 characters');
    expect(system).toContain('AI Chat Org');
    expect(system).toContain('Answer ONLY from the numbered sources');
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'How many characters should a passphrase have?' });
  });

  it('attaches the top source to an answer that cites none', async () => {
    modes.push('no-citation');
    const answer = (await ask('How many characters should a passphrase have?')).json<ChatAnswer>();
    expect(answer.response).toBe('Use a passphrase of at least 14 characters.');
    expect(answer.sources.map((s) => s.slide)).toEqual([3]);
  });

  it('answers the honest reply without the model when nothing is retrieved', async () => {
    const before = requests.length;
    const answer = (await ask('Write me a poem')).json<ChatAnswer>();
    expect(answer.response).toContain('The course "Security Awareness" does not cover that');
    expect(requests.length).toBe(before);
  });

  it('points to the slides near the question without the model when nothing is retrieved but slides are near', async () => {
    const before = requests.length;
    // The clean desk slide says to lock the screen, not how often.
    const answer = (await ask('How often should I lock my screen?')).json<ChatAnswer>();
    expect(answer.response.startsWith(
      'I can\'t find a clear answer to that in the course "Security Awareness". The slides closest to your question:\n' +
        '• **Clean desk policy** [Slide 5]\n\nFor help, please contact ',
    )).toBe(true);
    // The learner gets the API's answer: its words and the slides to open, nothing more.
    expect(answer).toEqual({ response: answer.response, sources: [expect.objectContaining({ slide: 5, slideTitle: 'Clean desk policy' })] });
    expect(requests.length).toBe(before);
  });

  it('turns a service error and a time-out into the spec message', async () => {
    modes.push('error');
    const failed = await ask('How many characters should a passphrase have?');
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(chatMessages.courseFailed);
    modes.push('silent');
    const slow = await ask('How many characters should a passphrase have?');
    expect(slow.statusCode).toBe(503);
    expect(slow.json().message).toBe(chatMessages.courseFailed);
  });

  it('ends a broken stream with an error event, and records the failure', async () => {
    modes.push('broken');
    const res = await ask('How many characters should a passphrase have?', true);
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['delta', 'error']);
    expect(events[1]!.data).toEqual({ message: chatMessages.courseFailed });
    // The trail is written beside the answer: wait for the entry of this question.
    const rows = await waitFor(async () => {
      const all = await listAiAudit(t.database.db, tenantId);
      return all.filter((r) => r.outcome === 'failed').length >= 3 ? all : undefined;
    });
    expect(rows.at(-1)).toMatchObject({ engine: 'ai', outcome: 'failed' });
    expect(rows.filter((r) => r.outcome === 'answered').length).toBeGreaterThanOrEqual(2);
  });
});
