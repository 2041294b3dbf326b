import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OidcSignInError, type OidcSignIn } from './oidc.service.ts';

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Back to the app's landing page, which reads token/tenantId or error/error_description. */
function appRedirect(params: Record<string, string>) {
  return `/?${new URLSearchParams(params).toString()}`;
}

export const oidcRoutes: FastifyPluginAsyncZod<{ oidc: OidcSignIn }> = async (app, { oidc }) => {
  app.get(
    '/auth/oidc/config',
    { schema: { response: { 200: z.object({ enabled: z.boolean() }) } }, config: { access: { public: true } } },
    async () => ({ enabled: oidc.enabled }),
  );

  app.get('/auth/oidc/login', { config: { access: { public: true } } }, async (request, reply) => {
    if (!oidc.enabled) return reply.redirect('/signin');
    try {
      return reply.redirect(await oidc.startUrl(origin(request)));
    } catch (error) {
      request.log.error({ err: error }, 'OpenID provider unreachable');
      return reply.redirect(
        appRedirect({ error: 'temporarily_unavailable', error_description: 'The sign-in service is not reachable. Please try again later.' }),
      );
    }
  });

  app.get('/auth/oidc/callback', { config: { access: { public: true } } }, async (request, reply) => {
    const callbackUrl = new URL(request.url, oidc.callbackUrl(origin(request)));
    try {
      const { token, tenantId } = await oidc.finish(callbackUrl, request.ip);
      return reply.redirect(appRedirect({ token, tenantId }));
    } catch (error) {
      if (error instanceof OidcSignInError) {
        return reply.redirect(appRedirect({ error: error.error, error_description: error.message }));
      }
      request.log.error({ err: error }, 'OpenID sign-in failed');
      return reply.redirect(appRedirect({ error: 'server_error', error_description: 'Sign-in failed. Please try again.' }));
    }
  });
};
