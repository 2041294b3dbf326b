import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../test/actors.ts';
import { createTestApp } from '../test/test-app.ts';
import { redactUrl } from './log-redaction.ts';

describe('the server log', () => {
  const lines: string[] = [];
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: pino({ level: 'info' }, sink) });
  });
  afterAll(() => t.close());

  it('never holds a token: not from the address, the headers or an invite link', async () => {
    const superToken = await signInSuperUser(t.app, t.database);
    const org = await createOrganization(t.app, superToken, 'Log Org');
    const employeeToken = await addEmployee(t.app, org.adminToken, org.tenant.id, 'erin@log-org.test');
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/tenant-admin/tenants/${org.tenant.id}/users`,
      headers: bearer(org.adminToken),
      payload: { name: 'Ivy Invited', email: 'ivy@log-org.test' },
    });
    const inviteToken = invited.json<{ inviteUrl: string }>().inviteUrl.split('/').pop() ?? '';
    expect(inviteToken.length).toBeGreaterThan(20);
    lines.length = 0;

    // The spec's address form: the token in the query string, and a bearer header and cookie too.
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/user-dashboard/profile?tenantId=${org.tenant.id}&token=${employeeToken}`,
      headers: { ...bearer(employeeToken), cookie: `session=${employeeToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/invites/${inviteToken}` })).statusCode).toBe(200);
    // A refused request logs too (with its error).
    expect((await t.app.inject({ method: 'GET', url: `/api/tenants?token=${superToken}`, headers: bearer(employeeToken) })).statusCode).toBe(403);

    const log = lines.join('');
    expect(log).toContain('/api/user-dashboard/profile?tenantId=');
    expect(log).toContain('token=[redacted]');
    expect(log).toContain('/api/auth/invites/[redacted]');
    for (const secret of [employeeToken, superToken, inviteToken]) expect(log).not.toContain(secret);
  });

  it('keeps ordinary addresses whole', () => {
    expect(redactUrl('/api/courses/progress/user?userId=u1&courseId=c1')).toBe('/api/courses/progress/user?userId=u1&courseId=c1');
    expect(redactUrl('/api/auth/invites/accept')).toBe('/api/auth/invites/accept');
    expect(redactUrl('/dashboard/course/c1/play?tenantId=t1&token=abc&progress=5')).toBe(
      '/dashboard/course/c1/play?tenantId=t1&token=[redacted]&progress=5',
    );
  });
});
