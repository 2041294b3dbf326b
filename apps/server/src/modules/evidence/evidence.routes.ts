import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import { buildEvidencePack } from './evidence-pack.service.ts';
import { loadEvidenceSigningKey } from './evidence-signing-key.ts';

const evidencePackQuerySchema = z.object({
  tenantId: z.uuid(),
  from: z.iso.date(),
  to: z.iso.date(),
});

export const evidenceRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, options) => {
  const db = () => app.database.db;
  // Made (or read) at start, so the first pack never races another for the key file.
  const key = await loadEvidenceSigningKey({ pem: app.env.EVIDENCE_SIGNING_KEY, dataDir: app.env.dataDir });

  // Streamed: the ZIP is written while it is read, one file (and one batch of rows) at a time.
  app.get(
    '/admin/evidence-pack',
    // A ZIP is compressed already.
    { compress: false, schema: { querystring: evidencePackQuerySchema }, config: { access: { roles: ['ADMIN'], tenant: { in: 'query', key: 'tenantId' } } } },
    async (request, reply) => {
      const { tenantId, from, to } = request.query;
      const deps = { storage: options.storage, key };
      const pack = await buildEvidencePack(db(), requireCaller(request), deps, { tenantId, from, to });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="evidence-${from}-to-${to}.zip"`)
        .header('cache-control', 'no-store')
        .send(pack);
    },
  );
  app.get(
    '/evidence/public-key',
    { schema: { response: { 200: z.string() } }, config: { access: { public: true } } },
    async (_request, reply) => reply.type('application/x-pem-file').send(key.publicKeyPem),
  );
};
