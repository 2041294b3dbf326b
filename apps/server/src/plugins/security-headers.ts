import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

/** Hashes of the inline scripts in the built index.html (the theme script that runs before first paint). */
function inlineScriptHashes(webDistDir?: string): string[] {
  if (!webDistDir) return [];
  const indexPath = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexPath)) return [];
  const html = fs.readFileSync(indexPath, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The headers helmet sets for these options, worked out once. (Fastify's helmet plugin builds helmet again
 * on every request, policy parsing included: a tenth of a small answer's cost.)
 */
function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

// A strict Content-Security-Policy under which the built app works: scripts only from this origin plus
// the hashed inline theme script, images and media from this origin, blob: and data: (slides, audio).
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { webDistDir?: string }) => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ['\'self\''],
          scriptSrc: ['\'self\'', ...inlineScriptHashes(opts.webDistDir)],
          styleSrc: ['\'self\'', '\'unsafe-inline\''],
          imgSrc: ['\'self\'', 'data:', 'blob:'],
          mediaSrc: ['\'self\'', 'blob:', 'data:'],
          fontSrc: ['\'self\'', 'data:'],
          connectSrc: ['\'self\''],
          frameSrc: ['\'self\''],
          objectSrc: ['\'none\''],
          baseUri: ['\'self\''],
          formAction: ['\'self\''],
          frameAncestors: ['\'self\''],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // On the raw response, as helmet does, so streamed answers (the chat's) carry them too.
    app.addHook('onRequest', (_request, reply, next) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      next();
    });
  },
  { name: 'security-headers' },
);
