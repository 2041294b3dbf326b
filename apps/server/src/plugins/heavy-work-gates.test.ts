import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { heavyWorkGatesPlugin, heavyWorkRoutes } from './heavy-work-gates.ts';

/** A small server with the gates and a stand-in quiz route that answers when the test lets it, beside a cheap route. */
async function gatedServer(options: { modelWrites?: boolean }) {
  // Keep-alive connections of the test's own fetch closed with the server.
  const server = Fastify({ forceCloseConnections: true });
  await server.register(heavyWorkGatesPlugin, options);
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  server.post('/api/ai/generate_mcq', async (request) => {
    const name = (request.body as { name: string }).name;
    started.push(name);
    await new Promise<void>((resolve) => finish.set(name, resolve));
    return { name };
  });
  server.post('/api/progress', async () => ({ ok: true }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { server, started, finish, base, post };
}

// Heavy requests of one kind wait their turn; cheap requests pass beside them. On a small server with the
// gates and stand-in routes at the gated paths (each answers when the test lets it), then on the app itself.
describe('heavy work gates', () => {
  it('lets one quiz request work at a time on the built-in engines while a progress write is answered meanwhile', async () => {
    const { server, started, finish, post } = await gatedServer({});
    try {
      const first = post('/api/ai/generate_mcq', { name: 'first' });
      while (started.length < 1) await new Promise((r) => setTimeout(r, 5));
      const second = post('/api/ai/generate_mcq', { name: 'second' });
      expect((await post('/api/progress', {})).status).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      expect(started).toEqual(['first']);
      finish.get('first')!();
      expect((await first).status).toBe(200);
      while (started.length < 2) await new Promise((r) => setTimeout(r, 5));
      finish.get('second')!();
      expect((await second).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('lets two quiz requests work at once when a model writes (they wait on the network), a progress write meanwhile', async () => {
    const { server, started, finish, base, post } = await gatedServer({ modelWrites: true });
    const until = async (check: () => boolean) => {
      while (!check()) await new Promise((r) => setTimeout(r, 5));
    };
    try {
      // Two quiz requests work at once; the third waits its turn.
      const first = post('/api/ai/generate_mcq', { name: 'first' });
      const second = post('/api/ai/generate_mcq', { name: 'second' });
      await until(() => started.length === 2);
      const third = post('/api/ai/generate_mcq', { name: 'third' });
      // The progress write is answered while two quizzes work and the third waits.
      expect((await post('/api/progress', {})).status).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      expect([...started].sort()).toEqual(['first', 'second']);
      finish.get('first')!();
      expect(await (await first).json()).toEqual({ name: 'first' });
      await until(() => started.length === 3);
      expect(started[2]).toBe('third');
      finish.get('second')!();
      finish.get('third')!();
      expect((await second).status).toBe(200);
      expect((await third).status).toBe(200);

      // A client that leaves while its request waits or works lets the next one in.
      const controller = new AbortController();
      void fetch(`${base}/api/ai/generate_mcq`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'gone' }), signal: controller.signal,
      }).catch(() => {});
      const holding = post('/api/ai/generate_mcq', { name: 'holding' });
      await until(() => started.length === 5);
      const after = post('/api/ai/generate_mcq', { name: 'after' });
      await new Promise((r) => setTimeout(r, 50));
      expect(started).toHaveLength(5);
      controller.abort();
      await until(() => started.length === 6);
      finish.get('after')!();
      expect((await after).status).toBe(200);
      finish.get('gone')!();
      finish.get('holding')!();
      expect((await holding).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  describe('on the app', () => {
    let ctx: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      ctx = await createTestApp();
    });
    afterAll(() => ctx.close());

    it('gates routes that exist (a renamed route would otherwise slip out of its gate)', () => {
      for (const { route } of heavyWorkRoutes) {
        const [method, url] = route.split(' ') as ['POST' | 'GET', string];
        expect(ctx.app.hasRoute({ method, url }), route).toBe(true);
      }
    });
  });
});
