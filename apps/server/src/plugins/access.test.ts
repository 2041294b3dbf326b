import { authMessages } from '@complyra/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEmployee,
  bearer,
  createOrganization,
  login,
  signInSuperUser,
  superUser,
} from '../test/actors.ts';
import { createTestApp } from '../test/test-app.ts';
import { accessPlugin } from './access.ts';

// Walks the server's whole route table, so a route added later is covered without editing this file.
describe('access rules', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const tokens: Record<string, string> = {};
  const credentials: Record<string, { email: string; password: string }> = {};
  let tenantId: string;

  // A route may end the caller's session (logout): sign in again whenever a token stopped working.
  async function refreshRevokedTokens() {
    for (const [who, token] of Object.entries(tokens)) {
      const check = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      if (check.statusCode === 401) tokens[who] = await login(t.app, credentials[who] ?? superUser);
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    tokens.superUser = await signInSuperUser(t.app, t.database);
    const org = await createOrganization(t.app, tokens.superUser, 'Right Org');
    const other = await createOrganization(t.app, tokens.superUser, 'Other Org');
    tenantId = org.tenant.id;
    tokens.rightAdmin = org.adminToken;
    tokens.otherAdmin = other.adminToken;
    tokens.employee = await addEmployee(t.app, org.adminToken, tenantId, 'employee@right-org.test');
    credentials.rightAdmin = { email: org.admin.adminEmail, password: org.admin.adminPassword };
    credentials.otherAdmin = { email: other.admin.adminEmail, password: other.admin.adminPassword };
    credentials.employee = { email: 'employee@right-org.test', password: 'employee-pass' };
  });
  afterAll(() => t.close());

  it('every API route declares who may call it', () => {
    expect(t.app.routeRules.length).toBeGreaterThan(10);
    const missing = t.app.routeRules.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('refuses to register an API route without a rule', async () => {
    const app = Fastify();
    const authenticate = async (): Promise<never> => {
      throw new Error('not called');
    };
    await app.register(accessPlugin, { authenticate });
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(
      'Route GET /api/forgotten declares no access rule',
    );
    await app.close();
  });

  // Fill path parameters: the tenant id with the right organization, everything else with a fresh uuid.
  const fillUrl = (url: string) =>
    url.replace(/:(\w+)/g, (_m, name: string) =>
      name === 'tenantId' ? tenantId : '00000000-0000-4000-8000-000000000000',
    );

  function requestFor(rule: { method: string; url: string; access: unknown }) {
    const access = rule.access as { tenant?: { in: string; key: string } };
    let url = fillUrl(rule.url);
    let payload: Record<string, unknown> | undefined;
    if (access.tenant?.in === 'query')
      url += `${url.includes('?') ? '&' : '?'}${access.tenant.key}=${tenantId}`;
    if (access.tenant?.in === 'body') payload = { [access.tenant.key]: tenantId };
    if (!payload && !['GET', 'DELETE'].includes(rule.method)) payload = {};
    return { method: rule.method as 'GET', url, payload };
  }

  it('walls every signed-in route: anonymous, wrong role, other organization', async () => {
    const problems: string[] = [];
    for (const rule of t.app.routeRules) {
      const access = rule.access as { public?: true; roles?: string[]; tenant?: unknown };
      if (access.public) continue;
      const req = requestFor(rule);
      const name = `${rule.method} ${rule.url}`;

      const anonymous = await t.app.inject(req);
      if (anonymous.statusCode !== 401) problems.push(`${name} anonymous -> ${anonymous.statusCode}`);

      const callers = {
        employee: 'EMPLOYEE',
        otherAdmin: 'ADMIN',
        rightAdmin: 'ADMIN',
        superUser: 'SUPER_ADMIN',
      } as const;
      for (const [who, role] of Object.entries(callers)) {
        const res = await t.app.inject({ ...req, headers: bearer(tokens[who] ?? '') });
        // A route let through may answer a file (a CSV export, an evidence pack): only JSON carries a message.
        const isJson = String(res.headers['content-type'] ?? '').includes('json');
        const message = res.body && isJson ? res.json<{ message?: string }>().message : undefined;
        const roleAllowed = access.roles?.includes(role);
        const tenantWall = Boolean(access.tenant) && who === 'otherAdmin';
        if (!roleAllowed) {
          if (res.statusCode !== 403 || message !== authMessages.forbidden)
            problems.push(`${name} ${who} -> ${res.statusCode} (want 403)`);
        } else if (tenantWall) {
          if (res.statusCode !== 404 || message !== authMessages.organizationNotFound) {
            problems.push(`${name} ${who} -> ${res.statusCode} ${message} (want 404 wall)`);
          }
        } else if ([401, 403].includes(res.statusCode) || res.statusCode >= 500) {
          problems.push(`${name} ${who} -> ${res.statusCode} ${message} (want through the wall)`);
        }
      }
      await refreshRevokedTokens();
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
