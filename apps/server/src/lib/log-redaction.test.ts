import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SetupCode } from '../modules/setup/setup-code.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../test/actors.ts';
import { insertReadyCourse } from '../test/catalogue.ts';
import { createTestApp } from '../test/test-app.ts';
import { logRedaction, redactUrl } from './log-redaction.ts';

// The log is read by more people than the product's users: no address's secret may reach it (issue 23).
describe('the server log', () => {
  const lines: string[] = [];
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-dist-'));
  const setupCode = new SetupCode();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><body>Complyra</body></html>');
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: pino({ level: 'info' }, sink), webDistDir: distDir, setupCode });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const invite = async (adminToken: string, tenantId: string, email: string) => {
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/tenant-admin/tenants/${tenantId}/users`,
      headers: bearer(adminToken),
      payload: { name: 'Ivy Invited', email },
    });
    return invited.json<{ inviteUrl: string }>().inviteUrl.split('/').pop() ?? '';
  };

  it('never holds a token: not from the address, the headers or an invite link', async () => {
    const superToken = await signInSuperUser(t.app, t.database);
    const org = await createOrganization(t.app, superToken, 'Log Org');
    const employeeToken = await addEmployee(t.app, org.adminToken, org.tenant.id, 'erin@log-org.test');
    const inviteToken = await invite(org.adminToken, org.tenant.id, 'ivy@log-org.test');
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

  it('holds no secret of any secret-bearing address, API or web page, however it is spelt', async () => {
    const superToken = await signInSuperUser(t.app, t.database);
    const org = await createOrganization(t.app, superToken, 'Walk Org');
    const inviteToken = await invite(org.adminToken, org.tenant.id, 'walk@walk-org.test');
    const course = await insertReadyCourse(t.database.db);
    const catalogued = await t.app.inject({ method: 'GET', url: `/api/superadmin/courses/${course.id}`, headers: bearer(superToken) });
    const mediaLink = catalogued.json<{ materialUrl: string }>().materialUrl;
    expect(mediaLink).toMatch(/^\/api\/media\/.{40,}/);
    const mediaToken = mediaLink.replace('/api/media/', '');
    const certificateCode = 'CERT-SECRET-7Q4Z9K';
    const oidcCode = 'oidc-code-4b8f2e1d9c';
    const oidcState = 'oidc-state-77aa13ef05';
    const secrets = [inviteToken, setupCode.value, mediaToken, certificateCode, oidcCode, oidcState, superToken];

    const addresses = [
      `/api/auth/invites/${inviteToken}`,
      `/api/auth/invites/${inviteToken}/`,
      `/invite/${inviteToken}`,
      `/Invite/${inviteToken}?from=mail`,
      `//invite//${inviteToken}`,
      `/%69nvite/${inviteToken}`,
      `/api/setup?code=${setupCode.value}`,
      `/setup?code=${setupCode.value}`,
      `/setup/${setupCode.value}`,
      `/setup?Code=${setupCode.value}&x=1`,
      mediaLink,
      `/api/media/a/${mediaToken}`,
      `/api/certificates/verify/${certificateCode}`,
      `/api/certificates/${certificateCode}/pdf`,
      `/api/certificates/${certificateCode}/png?download=1`,
      `/verify/${certificateCode}`,
      `/api/auth/oidc/callback?code=${oidcCode}&state=${oidcState}&session_state=${oidcState}`,
      `/?token=${superToken}&tenantId=${org.tenant.id}`,
      `/dashboard?TOKEN=${superToken}`,
      `/dashboard?to%6Ben=${superToken}`,
      `/dashboard?token[]=${superToken}`,
    ];
    lines.length = 0;
    for (const url of addresses) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    // Setting up with the code in a body is fine (bodies are not logged); posting it in the query is not.
    await t.app.inject({ method: 'POST', url: `/api/setup?code=${setupCode.value}`, payload: {} });

    const log = lines.join('');
    // Every address was logged (its request and its answer), and none with its secret.
    expect(log.match(/"msg":"incoming request"/g)).toHaveLength(addresses.length + 1);
    expect(log).toContain('"url":"/invite/[redacted]"');
    expect(log).toContain('"url":"/api/media/[redacted]"');
    expect(log).toContain('"url":"/api/certificates/[redacted]/pdf"');
    expect(log).toContain('"url":"/api/auth/oidc/callback?code=[redacted]&state=[redacted]&session_state=[redacted]"');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    // The media token's signature half alone is no less a secret.
    expect(log).not.toContain(mediaToken.split('.').pop());
  });

  it('writes a failed library call without the address it failed on: code, token and invite redacted', () => {
    const written: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: 'info', ...logRedaction }, sink);
    // As an OpenID client's error may be: the callback it was given in the message, a request in its cause.
    const failure = Object.assign(
      new Error('unexpected response for https://idp.example/callback?code=oidc-code-91ab&state=st-77 (invalid_grant)'),
      { code: 'OAUTH_RESPONSE_BODY_ERROR', status: 400, request: { url: '/token?refresh_token=rt-5512', body: 'code=oidc-code-91ab' } },
    );
    failure.cause = new Error('GET /invite/inv-token-3c9d then /api/media/abc.sig-8f2e failed');
    logger.error({ err: failure }, 'OpenID sign-in failed');
    const log = written.join('');
    expect(log).toContain('OAUTH_RESPONSE_BODY_ERROR');
    expect(log).toContain('https://idp.example/callback?code=[redacted]&state=[redacted] (invalid_grant)');
    expect(log).toContain('GET /invite/[redacted] then /api/media/[redacted] failed');
    for (const secret of ['oidc-code-91ab', 'st-77', 'rt-5512', 'inv-token-3c9d', 'sig-8f2e']) expect(log).not.toContain(secret);
  });

  it('keeps ordinary addresses whole', () => {
    expect(redactUrl('/api/courses/progress/user?userId=u1&courseId=c1')).toBe('/api/courses/progress/user?userId=u1&courseId=c1');
    expect(redactUrl('/api/auth/invites/accept')).toBe('/api/auth/invites/accept');
    expect(redactUrl('/api/certificates/verify')).toBe('/api/certificates/verify');
    expect(redactUrl('/setup')).toBe('/setup');
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/dashboard/course/c1/play?tenantId=t1&token=abc&progress=5')).toBe(
      '/dashboard/course/c1/play?tenantId=t1&token=[redacted]&progress=5',
    );
  });
});
