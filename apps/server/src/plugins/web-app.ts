import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Vite's hashed file names: name-[8+ character hash].ext, and the build's .br/.gz copies of them. */
const hashedAsset = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)(\.br|\.gz)?$/;

/**
 * Addresses that monitoring tools probe by habit. None is a page of the web app: answering them with its
 * HTML (200) would tell a probe the server is healthy whatever its state, so they answer 404 naming the real ones.
 */
const probePaths = new Set(['/health', '/healthz', '/ready', '/readyz', '/livez', '/metrics', '/docs', '/status']);
export const probePathMessage = 'Not a page. Health check: GET /api/health; readiness: GET /api/ready.';

/**
 * Serves the built single-page app and answers every unknown non-API path with its index.html, so deep
 * links work after a reload. Unknown /api paths answer 404 JSON.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { distDir?: string }) => {
    const distDir = opts.distDir;
    const hasApp = Boolean(distDir && fs.existsSync(path.join(distDir, 'index.html')));
    // The build's landing page with its HTML already in place (apps/web/prerender-landing.mjs), for `/`.
    const hasLanding = Boolean(hasApp && distDir && fs.existsSync(path.join(distDir, 'landing.html')));
    if (hasApp && distDir) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of the larger assets: sent as they are to clients that accept them.
        preCompressed: true,
        // Vite names built assets by their content hash: a changed file is a new name, so keep them for a year.
        setHeaders: (reply, filePath) => {
          if (hashedAsset.test(path.basename(filePath))) reply.header('cache-control', 'public, max-age=31536000, immutable');
          // Pages name the current build's assets: always asked again (a 304 when unchanged).
          else if (filePath.endsWith('.html')) reply.header('cache-control', 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url === '/api' || url.startsWith('/api/')) {
        return reply.status(404).send({ message: `No API route ${request.method} ${url}` });
      }
      if (probePaths.has(url.replace(/\/+$/, '').toLowerCase())) return reply.status(404).send({ message: probePathMessage });
      if (!hasApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ message: 'Not found' });
      }
      // Files with an extension that do not exist are real 404s (a missing chunk must not get HTML).
      if (path.extname(url) && !url.endsWith('.html')) {
        return reply.status(404).send({ message: 'Not found' });
      }
      const page = url === '/' && hasLanding ? 'landing.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    });
  },
  { name: 'web-app' },
);
