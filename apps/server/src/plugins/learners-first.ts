import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { runWithPriority } from '../lib/request-priority.ts';
import { heavyWorkRoutes } from './heavy-work-gates.ts';

const heavyRoutes = new Set(heavyWorkRoutes.map(({ route }) => route));

/**
 * Whether a request comes first for shared resources (db/learners-first-pool.ts): every route a learner
 * calls (one an employee or anyone may call), except the heavy kinds (quiz writing, chat answers) that pass
 * their own gates. Admin and super-user screens, and everything outside a request, wait behind them.
 */
export function requestComesFirst(request: FastifyRequest): boolean {
  const rule = request.routeOptions.config?.access;
  if (!rule || heavyRoutes.has(`${request.method} ${request.routeOptions.url}`)) return false;
  return 'public' in rule || rule.roles.includes('EMPLOYEE');
}

/**
 * Runs each request's whole life (every later hook, the body's parsing and its handler) knowing whether it
 * comes first.
 */
export const learnersFirstPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => runWithPriority(requestComesFirst(request), done));
  },
  { name: 'learners-first' },
);
