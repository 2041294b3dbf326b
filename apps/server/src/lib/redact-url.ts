import type { FastifyRequest } from 'fastify';

/** A URL as it may be logged: the invite token in /api/auth/invites/{token} is replaced. */
export function redactTokensInUrl(url: string): string {
  return url.replace(/(\/auth\/invites\/)(?!accept(?:[/?]|$))[^/?#]+/, '$1[redacted]');
}

/** Log serializer for requests whose URL carries a secret: what Fastify logs, with the URL redacted. */
export function redactedRequest(request: FastifyRequest) {
  return { method: request.method, url: redactTokensInUrl(request.url), host: request.host, remoteAddress: request.ip };
}
