import { authMessages, normalizeEmail } from '@complyra/core';
import type * as Oidc from 'openid-client';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { type AuthSettings, startSession } from './auth.service.ts';
import { findUserByEmail, insertEmployee } from '../users/users.repository.ts';
import { findOrganizationByDomain, saveLoginState, takeLoginState } from './oidc.repository.ts';

const stateLifetimeMs = 10 * 60_000;
// Loaded on the first single sign-on, so servers without one never pay for it.
const openIdClient = () => import('openid-client');

export const oidcScope = 'openid email offline_access';

/** A sign-in that cannot finish: sent back to the app as ?error=…&error_description=… */
export class OidcSignInError extends Error {
  constructor(
    readonly error: string,
    description: string,
  ) {
    super(description);
  }
}

/**
 * Employee sign-in through an OpenID Connect provider (authorization code flow with PKCE, e-mail scope,
 * offline access, consent prompt). The e-mail's domain picks the active organization with that domain;
 * a first sign-in creates the employee.
 */
export class OidcSignIn {
  private configuration?: Promise<Oidc.Configuration>;

  constructor(
    private readonly env: Env,
    private readonly db: Db,
    private readonly settings: AuthSettings,
  ) {}

  get enabled() {
    return Boolean(this.env.OIDC_ISSUER && this.env.OIDC_CLIENT_ID);
  }

  private config(): Promise<Oidc.Configuration> {
    const issuer = new URL(this.env.OIDC_ISSUER ?? '');
    this.configuration ??= openIdClient()
      .then((oidc) =>
        oidc.discovery(
          issuer,
          this.env.OIDC_CLIENT_ID ?? '',
          this.env.OIDC_CLIENT_SECRET,
          undefined,
          // Plain http only for a provider on this machine (development and tests).
          issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
        ),
      )
      .catch((error) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  callbackUrl(origin: string) {
    return `${this.env.PUBLIC_URL?.replace(/\/$/, '') ?? origin}/api/auth/oidc/callback`;
  }

  /** The provider's authorization URL for a new sign-in; its state is kept for the callback. */
  async startUrl(origin: string): Promise<string> {
    const [config, oidc] = await Promise.all([this.config(), openIdClient()]);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await saveLoginState(this.db, { state, codeVerifier, nonce }, stateLifetimeMs);
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: this.callbackUrl(origin),
        scope: oidcScope,
        prompt: 'consent',
        access_type: 'offline',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
  }

  /** Finishes the sign-in from the provider's redirect; answers the session token and tenant. */
  async finish(callbackUrl: URL, ip: string): Promise<{ token: string; tenantId: string }> {
    const providerError = callbackUrl.searchParams.get('error');
    if (providerError) {
      throw new OidcSignInError(providerError, callbackUrl.searchParams.get('error_description') ?? providerError);
    }
    const stateParam = callbackUrl.searchParams.get('state') ?? '';
    const saved = await takeLoginState(this.db, stateParam);
    if (!saved || saved.createdAt.getTime() < Date.now() - stateLifetimeMs) {
      throw new OidcSignInError('invalid_request', 'The sign-in took too long or was already used. Please sign in again.');
    }
    const [config, oidc] = await Promise.all([this.config(), openIdClient()]);
    let email: string | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: saved.codeVerifier,
        expectedState: saved.state,
        expectedNonce: saved.nonce,
      });
      const claims = tokens.claims();
      email = typeof claims?.email === 'string' ? claims.email : undefined;
      if (!email && claims?.sub) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        email = info.email;
      }
    } catch (error) {
      throw new OidcSignInError('access_denied', `The identity provider did not confirm the sign-in: ${(error as Error).message}`);
    }
    if (!email) throw new OidcSignInError('access_denied', 'The identity provider did not share an e-mail address.');
    return this.signInByEmail(normalizeEmail(email), ip);
  }

  private async signInByEmail(email: string, ip: string) {
    const domain = email.split('@')[1] ?? '';
    const tenant = await findOrganizationByDomain(this.db, domain);
    if (!tenant) throw new OidcSignInError('access_denied', `No organization uses the domain ${domain}.`);
    if (tenant.status !== 'active') throw new OidcSignInError('access_denied', authMessages.organizationInactive);

    let user = await findUserByEmail(this.db, email);
    if (user && user.tenantId !== tenant.id) {
      throw new OidcSignInError('access_denied', `${email} belongs to another organization.`);
    }
    if (!user) {
      const name = email.split('@')[0] ?? email;
      user = (await insertEmployee(this.db, tenant.id, { email, name, passwordHash: null }))
        ?? (await findUserByEmail(this.db, email));
      if (!user) throw new OidcSignInError('server_error', 'The account could not be created. Please try again.');
      await recordAudit(this.db, { action: 'user.added', actorEmail: email, tenantId: tenant.id, ip, detail: { via: 'oidc' } });
    }
    const { token } = await startSession(this.db, this.settings, user, ip);
    return { token, tenantId: user.tenantId };
  }
}
