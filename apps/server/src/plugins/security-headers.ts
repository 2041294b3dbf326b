import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

// A strict Content-Security-Policy under which the built app works: scripts only from this origin plus
// the hashed inline theme script, images and media from this origin, blob: and data: (slides, audio).
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { webDistDir?: string }) => {
    await app.register(helmet, {
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
  },
  { name: 'security-headers' },
);
