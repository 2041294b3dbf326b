import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { followUntil, startTestOidcProvider } from '../../test/oidc-test-provider.ts';
import { createTestApp } from '../../test/test-app.ts';

const appUrl = 'http://app.complyra.test';

describe('employee sign-in through OpenID Connect', () => {
  let provider: Awaited<ReturnType<typeof startTestOidcProvider>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let superToken: string;

  beforeAll(async () => {
    provider = await startTestOidcProvider({
      clientId: 'complyra',
      clientSecret: 'complyra-secret',
      redirectUri: `${appUrl}/api/auth/oidc/callback`,
    });
    t = await createTestApp({
      env: { PUBLIC_URL: appUrl, OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: 'complyra', OIDC_CLIENT_SECRET: 'complyra-secret' },
    });
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Sso Org');
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  /** Login -> provider -> callback; answers where the backend finally sends the browser. */
  async function signIn(email: string) {
    provider.signInAs(email);
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/login' });
    expect(start.statusCode).toBe(302);
    const callback = await followUntil(String(start.headers.location), appUrl);
    const done = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(done.statusCode).toBe(302);
    return new URL(String(done.headers.location), appUrl);
  }

  it('says it is enabled', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/oidc/config' })).json()).toEqual({ enabled: true });
  });

  it('asks for the e-mail scope, offline access and consent, with PKCE', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/login' });
    const auth = new URL(String(start.headers.location));
    expect(auth.searchParams.get('scope')).toBe('openid email offline_access');
    expect(auth.searchParams.get('prompt')).toBe('consent');
    expect(auth.searchParams.get('response_type')).toBe('code');
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('redirect_uri')).toBe(`${appUrl}/api/auth/oidc/callback`);
  });

  it('creates the employee on first sign-in and redirects with token and tenantId', async () => {
    const email = `New.Person@${org.tenant.domain}`;
    const landing = await signIn(email);
    expect(landing.pathname).toBe('/');
    expect(landing.searchParams.get('tenantId')).toBe(org.tenant.id);
    const token = landing.searchParams.get('token') ?? '';
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ email: email.toLowerCase(), role: 'EMPLOYEE', tenantId: org.tenant.id });
    // A second sign-in finds the same account.
    const again = await signIn(email);
    expect(again.searchParams.get('tenantId')).toBe(org.tenant.id);
    const users = await t.app.inject({ method: 'GET', url: `/api/tenant-admin/tenants/${org.tenant.id}/users`, headers: bearer(org.adminToken) });
    expect(users.json().filter((u: { email: string }) => u.email === email.toLowerCase())).toHaveLength(1);
  });

  it('sends an e-mail of an unknown domain back with an error', async () => {
    const landing = await signIn('someone@unknown-domain.test');
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(landing.searchParams.get('error_description')).toBe('No organization uses the domain unknown-domain.test.');
    expect(landing.searchParams.get('token')).toBeNull();
  });

  it('refuses a replayed or forged callback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=abc&state=forged' });
    const landing = new URL(String(res.headers.location), appUrl);
    expect(landing.searchParams.get('error')).toBe('invalid_request');
  });

  it('passes the provider error through', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/callback?error=access_denied&error_description=User%20cancelled',
    });
    const landing = new URL(String(res.headers.location), appUrl);
    expect(landing.searchParams.get('error_description')).toBe('User cancelled');
  });
});
