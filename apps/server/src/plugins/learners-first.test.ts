import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { comesFirst } from '../lib/request-priority.ts';
import { learnersFirstPlugin } from './learners-first.ts';

async function appWithRoutes() {
  const app = Fastify();
  await app.register(learnersFirstPlugin);
  // Priority is read after the body is parsed, where the handler's database work runs.
  const answer = async () => ({ first: await Promise.resolve().then(comesFirst) });
  app.post('/api/courses/:courseId/update-progress', { config: { access: { roles: ['EMPLOYEE', 'ADMIN'] } } }, answer);
  app.get('/api/admin/reports', { config: { access: { roles: ['ADMIN', 'SUPER_ADMIN'] } } }, answer);
  app.post('/api/ai/chatbot', { config: { access: { roles: ['EMPLOYEE'] } } }, answer);
  app.post('/api/auth/login', { config: { access: { public: true } } }, answer);
  return app;
}

describe('learners first', () => {
  it('marks a learner\'s request first and admin screens and heavy work (chat) as able to wait, through the body\'s parsing', async () => {
    const app = await appWithRoutes();
    // Over a real socket, with a body that arrives in several chunks after the request's first hooks ran.
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const first = async (method: 'GET' | 'POST', url: string) => {
      const body = method === 'POST' ? { body: JSON.stringify({ slide: 2, pad: 'x'.repeat(300_000) }), headers: { 'content-type': 'application/json' } } : {};
      return ((await (await fetch(`${base}${url}`, { method, ...body })).json()) as { first: boolean }).first;
    };
    expect(await first('POST', '/api/courses/c1/update-progress')).toBe(true);
    expect(await first('POST', '/api/auth/login')).toBe(true);
    expect(await first('GET', '/api/admin/reports')).toBe(false);
    expect(await first('POST', '/api/ai/chatbot')).toBe(false);
    expect(comesFirst()).toBe(false);
    await app.close();
  });
});
