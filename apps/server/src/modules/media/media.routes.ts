import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { MediaLinkSigner } from '../../lib/media-links.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

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

export const mediaRoutes: FastifyPluginAsyncZod<{ storage: FileStorage; signer: MediaLinkSigner }> = async (
  app,
  { storage, signer },
) => {
  // The signed token is the permission: it is only handed to callers who may see the file.
  // A wildcard, not ":token": the router refuses named parameters longer than 100 characters (414).
  app.get(
    '/media/*',
    { schema: { params: z.object({ '*': z.string().max(2000) }) }, config: { access: { public: true } } },
    async (request, reply) => {
      const link = signer.verify(request.params['*']);
      if (!link) throw new AppError('NOT_FOUND', 'This link has expired. Reload the page to get a new one.');
      const stored = await storage.read(link.key);
      if (!stored) throw new AppError('NOT_FOUND', 'File not found');
      const file = stored.body;
      reply.header('content-type', stored.contentType);
      reply.header('accept-ranges', 'bytes');
      reply.header('cache-control', 'private, max-age=3600');
      if (link.downloadName) reply.header('content-disposition', `inline; filename="${link.downloadName.replace(/["\\\r\n]/g, '_')}"`);
      const range = parseRange(request.headers.range, file.length);
      if (request.headers.range && !range) {
        return reply.status(416).header('content-range', `bytes */${file.length}`).send();
      }
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.length}`);
        return reply.send(file.subarray(range.start, range.end + 1));
      }
      return reply.send(file);
    },
  );
};
