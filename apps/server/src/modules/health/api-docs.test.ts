import { authMessages } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

interface Operation {
  description: string;
  tags: string[];
  security?: unknown[];
  'x-access'?: unknown;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface Document {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

/** The path as OpenAPI writes it: /api/users/:id → /api/users/{id}, /api/media/* → /api/media/{*}. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the API documentation', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json<Document>();
  });
  afterAll(() => t.close());

  it('lists every route of the API, with its access rule (a route left out fails here)', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(t.app.routeRules.length).toBeGreaterThan(50);
    const missing = t.app.routeRules
      .filter((rule) => !document.paths[openApiPath(rule.url)]?.[rule.method.toLowerCase()])
      .map((rule) => `${rule.method} ${rule.url}`);
    expect(missing).toEqual([]);
    for (const rule of t.app.routeRules) {
      const operation = document.paths[openApiPath(rule.url)]![rule.method.toLowerCase()]!;
      expect(operation['x-access'], `${rule.method} ${rule.url}`).toEqual(rule.access);
      expect(operation.description, `${rule.method} ${rule.url}`).toMatch(/Access: (public|signed in as)/);
    }
    // Nothing but the API: the web app's pages are not in it.
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('describes a route from its zod schemas, and the errors its access rule and validation answer', () => {
    const login = document.paths['/api/auth/login']!.post!;
    expect(login.description).toContain('Access: public (no sign-in).');
    expect(login.security).toBeUndefined();
    const body = login.requestBody!.content['application/json']!.schema;
    expect(body).toMatchObject({ type: 'object', properties: { email: {}, password: {} } });
    expect(login.responses['400']!.description).toContain('does not match its schema');

    // A route for admins of one organization: sign-in, role and organization answers, each { message }.
    const scoped = t.app.routeRules.find((rule) => rule.access && 'roles' in rule.access && rule.access.tenant)!;
    const operation = document.paths[openApiPath(scoped.url)]![scoped.method.toLowerCase()]!;
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(operation.description).toContain('another organization answers 404');
    expect(operation.responses['401']!.description).toContain(authMessages.signInRequired);
    expect(operation.responses['403']).toBeDefined();
    expect(operation.responses['404']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ErrorAnswer' });
    expect(document.components.schemas.ErrorAnswer).toMatchObject({ required: ['message'] });
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });

    // Declared answers keep their own schema: readiness's 503.
    const ready = document.paths['/api/ready']!.get!;
    expect(ready.tags).toEqual(['operations']);
    expect(login.tags).toEqual(['auth']);
    expect(ready.responses['503']!.content!['application/json']!.schema).toMatchObject({
      properties: { status: { enum: ['not ready'] } },
    });
  });

  it('serves a readable reference page drawn from the document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>Complyra API reference</title>');
    expect(res.body).toContain('<a href="/api/openapi.json">/api/openapi.json</a>');
    // Every route has its section, with its access sentence.
    for (const rule of t.app.routeRules) expect(res.body).toContain(`<code>${openApiPath(rule.url)}</code>`);
    expect(res.body).toContain('Access: signed in as SUPER_ADMIN');
    expect(res.body).not.toContain('<script');
    // Parameters in a few words, not their whole schema.
    expect(res.body).toContain('<td><code>string (uuid)</code></td>');
  });
});
