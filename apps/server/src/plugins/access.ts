import { authMessages, type Role } from '@complyra/core';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { Caller } from '../access/caller.ts';

/** Where a route finds the tenant it acts on; the caller must belong to it unless a super user. */
export interface TenantScope {
  in: 'params' | 'query' | 'body';
  key: string;
}

/**
 * Who may call a route. Every /api route declares one (registration fails otherwise), and this plugin
 * enforces it before the handler runs: nothing is checked by hand inside handlers.
 */
export type AccessRule = { public: true } | { roles: readonly Role[]; tenant?: TenantScope };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** Every /api route with its rule and schema, as registered (the route-table tests walk it). */
    routeRules: { method: string; url: string; access: AccessRule | undefined; schema: FastifySchema | undefined }[];
  }
}

/** The caller of a route whose rule requires sign-in; the access plugin guarantees it is set. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED', authMessages.signInRequired);
  return request.caller;
}

export const allRoles: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'EMPLOYEE'];

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

function checkTenant(request: FastifyRequest, caller: Caller, scope: TenantScope) {
  if (caller.role === 'SUPER_ADMIN') return;
  const source = request[scope.in] as Record<string, unknown> | undefined;
  const value = source?.[scope.key];
  if (value === undefined || value === null || value === '') {
    throw new AppError('BAD_REQUEST', `${scope.key} is required`);
  }
  // Another organization's data answers as if it did not exist.
  if (value !== caller.tenantId) throw new AppError('NOT_FOUND', authMessages.organizationNotFound);
}

export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { authenticate: (token: string) => Promise<Caller> }) => {
    app.decorateRequest('caller', null);
    app.decorate('routeRules', []);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.routeRules.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
      }
      if (!route.config?.access) {
        throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config.access;
      if (!rule || 'public' in rule) return;
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', authMessages.signInRequired);
      const caller = await opts.authenticate(token);
      request.caller = caller;
      if (!rule.roles.includes(caller.role)) throw new AppError('FORBIDDEN', authMessages.forbidden);
      if (rule.tenant && rule.tenant.in !== 'body') checkTenant(request, caller, rule.tenant);
    });

    // The body is parsed only after onRequest, so a tenant named in the body is checked here.
    app.addHook('preValidation', async (request) => {
      const rule = request.routeOptions.config.access;
      if (!rule || 'public' in rule || rule.tenant?.in !== 'body' || !request.caller) return;
      checkTenant(request, request.caller, rule.tenant);
    });
  },
  { name: 'access' },
);
