import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTurnstile } from '../lib/work-gate.ts';

/**
 * Requests that cost much processor time (writing a quiz, scoring it and issuing its certificate, answering
 * a chat question) pass a gate of their own kind, the rest wait their turn. With the built-in engines the work is
 * the event loop's own: quizzes one at a time per server process (a second at once adds no throughput, only delay
 * for everyone else; bench:mixed on 2 cores: learners' p99 413 → 246 ms). A chat answer is ~5 ms of processor
 * time between its database reads, so four at once overlap one's reads with another's work (bench:chat, 10
 * learners at once: general chatbot p95 134 ms and 99 answers/s at one, 80 ms and 205/s at four). When a model
 * writes (AI_BASE_URL) the requests mostly wait on the network, and `modelWrites` lets more through.
 * A burst of them then queues behind itself, while the learner's cheap reads and progress writes, which pass
 * no gate, keep being answered between them (the admin screens' lists have their own, lib/work-gate.ts).
 * Each kind is matched by its route (method and path as
 * registered, the `/api` prefix included).
 */
const heavyKinds: { kind: string; routes: string[]; atOnce: number; atOnceWithModel: number }[] = [
  { kind: 'quiz', routes: ['POST /api/ai/generate_mcq', 'POST /api/quiz/attempts/:attemptId/submit'], atOnce: 1, atOnceWithModel: 2 },
  { kind: 'chat', routes: ['POST /api/ai/chatbot', 'POST /api/courses/general-chatbot'], atOnce: 4, atOnceWithModel: 8 },
];

export const heavyWorkGatesPlugin = fp(
  async (app: FastifyInstance, options: { modelWrites?: boolean }) => {
    const gates = new Map<string, ReturnType<typeof createTurnstile>>();
    for (const { routes, atOnce, atOnceWithModel } of heavyKinds) {
      const enter = createTurnstile(options.modelWrites ? atOnceWithModel : atOnce);
      for (const route of routes) gates.set(route, enter);
    }
    // After access and body checks (a refused request waits for nothing), before the handler.
    app.addHook('preHandler', async (request, reply) => {
      const enter = gates.get(`${request.method} ${request.routeOptions.url}`);
      if (!enter) return;
      const leave = await enter();
      // Whatever ends the request (its answer, an error, the client leaving) lets the next one in; a client
      // that left while it waited lets it in at once.
      if (reply.raw.writableFinished || request.raw.socket?.destroyed) return leave();
      reply.raw.once('finish', leave);
      reply.raw.once('close', leave);
    });
  },
  { name: 'heavy-work-gates' },
);

/** The routes each kind of heavy work covers, for the test that every one still exists. */
export const heavyWorkRoutes = heavyKinds.flatMap(({ kind, routes }) => routes.map((route) => ({ kind, route })));
