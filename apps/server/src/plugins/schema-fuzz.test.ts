import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, bearer, createOrganization, login, signInSuperUser, superUser } from '../test/actors.ts';
import { badBodies, badPathValues, badValuesFor, fieldsOf, goodValueFor } from '../test/schema-fuzz.ts';
import { createTestApp } from '../test/test-app.ts';

// Walks the whole route table (a route added later is covered without editing this file) and sends bad
// requests derived from each route's schemas, as every kind of caller. Nothing may answer 5xx.
describe('bad requests derived from the schemas', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const tokens: Record<string, string> = {};
  const credentials: Record<string, { email: string; password: string }> = {};
  let tenantId: string;
  const someId = '00000000-0000-4000-8000-000000000000';
  // Stands for the caller's own id in a body, swapped for the real one as each caller sends it.
  const callerUserId = '11111111-1111-4111-8111-111111111111';
  const roleOf: Record<string, string> = { employee: 'EMPLOYEE', admin: 'ADMIN', superUser: 'SUPER_ADMIN' };

  beforeAll(async () => {
    t = await createTestApp();
    tokens.superUser = await signInSuperUser(t.app, t.database);
    credentials.superUser = superUser;
    const org = await createOrganization(t.app, tokens.superUser, 'Fuzz Org');
    tenantId = org.tenant.id;
    tokens.admin = org.adminToken;
    credentials.admin = { email: org.admin.adminEmail, password: org.admin.adminPassword };
    tokens.employee = await addEmployee(t.app, org.adminToken, tenantId, 'employee@fuzz-org.test');
    credentials.employee = { email: 'employee@fuzz-org.test', password: 'employee-pass' };
  });
  afterAll(() => t.close());

  const userIds = new Map<string, string>();
  async function userIdOf(token: string) {
    if (!userIds.has(token)) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      userIds.set(token, me.json<{ id: string }>().id);
    }
    return userIds.get(token)!;
  }

  // A route may end the caller's session (sign-out): sign in again whenever a token stopped working.
  async function refreshRevokedTokens() {
    for (const [who, token] of Object.entries(tokens)) {
      const check = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      if (check.statusCode === 401) tokens[who] = await login(t.app, credentials[who]!);
    }
  }

  const fillUrl = (url: string, bad?: { name: string; value: string }) =>
    url
      .replace(/:(\w+)/g, (_m, name: string) => (bad?.name === name ? bad.value : name === 'tenantId' ? tenantId : someId))
      .replace('*', bad?.name === '*' ? bad.value : 'x');

  it('answers every bad request with less than 500', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const rule of t.app.routeRules) {
      const schema = rule.schema ?? {};
      const access = rule.access as { public?: true; roles?: string[]; tenant?: { in: string; key: string } } | undefined;
      // Only callers the access rule lets through reach validation and the code behind it.
      const callers = access?.public
        ? ['anonymous']
        : Object.entries(roleOf).filter(([, role]) => access?.roles?.includes(role)).map(([who]) => who);
      const requests: { url: string; payload?: string; contentType?: string }[] = [];
      const hasBody = !['GET', 'DELETE'].includes(rule.method);
      const query = access?.tenant?.in === 'query' ? `?${access.tenant.key}=${tenantId}` : '';

      // Each body field bad in turn, the others good; then bodies of the wrong shape.
      const bodyFields = fieldsOf(schema.body);
      const ids = { tenantId, someId, userId: callerUserId };
      const goodBody = Object.fromEntries(bodyFields.map(([f, s]) => [f, goodValueFor(f, s, ids)]));
      for (const [field, fieldSchema] of bodyFields) {
        for (const value of badValuesFor(fieldSchema)) {
          const body: Record<string, unknown> = { ...goodBody, [field]: value };
          requests.push({ url: fillUrl(rule.url) + query, payload: JSON.stringify(body), contentType: 'application/json' });
        }
      }
      if (hasBody) for (const body of badBodies) requests.push({ url: fillUrl(rule.url) + query, ...body });
      // Each path parameter bad in turn.
      for (const name of [...rule.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*')) {
        for (const value of badPathValues) requests.push({ url: fillUrl(rule.url, { name, value }) + query });
      }
      // Each query field bad in turn.
      for (const [field, fieldSchema] of fieldsOf(schema.querystring)) {
        for (const value of badValuesFor(fieldSchema)) {
          const text = typeof value === 'string' ? value.slice(0, 3000) : JSON.stringify(value);
          const url = `${fillUrl(rule.url)}?${new URLSearchParams({ [field]: text })}`;
          requests.push({ url });
        }
      }

      for (const who of callers) {
        for (const req of requests) {
          const headers: Record<string, string> = who === 'anonymous' ? {} : bearer(tokens[who]!);
          const userId = who === 'anonymous' ? someId : await userIdOf(tokens[who]!);
          const payload = hasBody ? req.payload?.replaceAll(callerUserId, userId) : undefined;
          if (req.contentType) headers['content-type'] = req.contentType;
          const res = await t.app.inject({
            method: rule.method as 'POST',
            url: req.url,
            payload,
            headers,
          });
          sent++;
          if (res.statusCode >= 500)
            failures.push(`${who} ${rule.method} ${req.url.slice(0, 120)} ${payload?.slice(0, 120) ?? ''} -> ${res.statusCode}`);
        }
        if (who !== 'anonymous') await refreshRevokedTokens();
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    console.info(`schema fuzz: ${sent} requests over ${t.app.routeRules.length} routes`);
  }, 240_000);
});
