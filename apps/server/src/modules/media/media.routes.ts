import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { MediaLinkSigner } from '../../lib/media-links.ts';
import type { FileStorage } from '../../ports/file-storage.ts';

/** Parses "bytes=a-b" against a file size; null when absent or unsatisfiable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from, to] = match;
  let start = from ? Number(from) : size - Number(to);
  let end = from && to ? Number(to) : size - 1;
  if (!from && !to) return null;
  start = Math.max(0, start);
  end = Math.min(size - 1, end);
  return start <= end ? { start, end } : null;
}

/** How long a browser may reuse a media answer without asking again. */
const mediaCacheSeconds = 3600;

/** A conditional request whose copy is still current (If-None-Match wins over If-Modified-Since). */
function isFresh(headers: { 'if-none-match'?: string; 'if-modified-since'?: string }, etag: string, modified: Date): boolean {
  const match = headers['if-none-match'];
  if (match) return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = headers['if-modified-since'] ? Date.parse(headers['if-modified-since']) : NaN;
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

export const mediaRoutes: FastifyPluginAsyncZod<{ storage: FileStorage; signer: MediaLinkSigner }> = async (
  app,
  { storage, signer },
) => {
  // The signed token is the permission: it is only handed to callers who may see the file, and holds only
  // while the session it was made for is live.
  // A wildcard, not ":token": the router refuses named parameters longer than 100 characters (414).
  app.get(
    '/media/*',
    {
      schema: { params: z.object({ '*': z.string().max(2000) }) },
      config: { access: { public: true } },
      // Ranges are byte offsets into the stored file: never compress them away.
      compress: false,
    },
    async (request, reply) => {
      const link = await signer.verify(request.params['*']);
      if (!link) throw new AppError('NOT_FOUND', 'This link has expired. Reload the page to get a new one.');
      const file = await storage.stat(link.key);
      if (!file) throw new AppError('NOT_FOUND', 'File not found');
      // Stored files never change in place (a new upload gets a new key): size and time identify them.
      const etag = `"${file.size.toString(36)}-${file.modified.getTime().toString(36)}"`;
      reply.header('content-type', file.contentType);
      reply.header('accept-ranges', 'bytes');
      reply.header('etag', etag);
      reply.header('last-modified', file.modified.toUTCString());
      // Private: the link is a permission for one person; immutable for as long as the link lives.
      reply.header('cache-control', `private, max-age=${mediaCacheSeconds}, immutable`);
      if (link.downloadName) reply.header('content-disposition', `inline; filename="${link.downloadName.replace(/["\\\r\n]/g, '_')}"`);
      if (isFresh(request.headers, etag, file.modified)) return reply.status(304).send();
      const range = parseRange(request.headers.range, file.size);
      if (request.headers.range && !range) {
        return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      }
      if (file.size === 0) return reply.send(Buffer.alloc(0));
      const { start, end } = range ?? { start: 0, end: file.size - 1 };
      if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
      reply.header('content-length', end - start + 1);
      // Streamed from disk or S3: only the requested bytes are read, a piece at a time.
      return reply.send(await storage.stream(link.key, { start, end }));
    },
  );
};
