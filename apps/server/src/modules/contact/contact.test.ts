import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { contactLimits, contactMessages } from './contact.routes.ts';

describe('contact form', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a complete request and refuses an incomplete one', async () => {
    const body = { fullName: 'Ana', email: 'ana@example.com', organization: 'Acme', message: 'Tell me more' };
    const ok = await t.app.inject({ method: 'POST', url: '/api/contact/submit', payload: body });
    expect(ok.statusCode).toBe(201);
    const rows = await t.database.db.select().from(contactRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(body);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      payload: { ...body, organization: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Organization is required');
  });

  it('limits posts per address with 429 and the form\'s failure message', async () => {
    const body = { fullName: 'Bot', email: 'bot@example.com', organization: 'Spam', message: 'Buy now' };
    const post = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/contact/submit', payload: body, remoteAddress });
    for (let i = 0; i < contactLimits.perAddress; i++) expect((await post('10.9.0.1')).statusCode).toBe(201);
    const limited = await post('10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(contactMessages.failed);
    expect((await post('10.9.0.2')).statusCode).toBe(201);
  });
});
