import type { Role } from '@complyra/core';

/** Where a route finds the tenant it acts on; the caller must belong to it unless a super user. */
export interface TenantScope {
  in: 'params' | 'query' | 'body';
  key: string;
}

/**
 * Who may call a route. Every route declares one (a test walks the route table), and the access plugin
 * enforces it before the handler runs: nothing is checked by hand inside handlers.
 */
export type AccessRule = { public: true } | { roles: readonly Role[]; tenant?: TenantScope };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}
