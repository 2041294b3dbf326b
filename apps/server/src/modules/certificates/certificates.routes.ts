import { certificateCodeParamsSchema, certificateVerificationSchema, storeCertificateSchema, storedCertificateSchema } from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import { defineCertificateJob } from './certificate-job.ts';
import { findStoredCertificate, readCertificateFile, verifyCertificate } from './certificates.service.ts';
import { takeVerifyTurn } from './verify-rate-limit.ts';

const learners = ['ADMIN', 'EMPLOYEE'] as const;

export const certificatesRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  defineCertificateJob(app.jobs, { db: app.database.db, storage });

  // The spec's call, kept: the server issued the certificate itself, so this only confirms the stored record.
  app.post(
    '/user-dashboard/certificates/store',
    { schema: { body: storeCertificateSchema, response: { 200: storedCertificateSchema } },
      config: { access: { roles: learners } } },
    async (request) => findStoredCertificate(app.database.db, requireCaller(request), request.body),
  );

  app.get(
    '/certificates/verify/:code',
    { schema: { params: certificateCodeParamsSchema, response: { 200: certificateVerificationSchema } },
      config: { access: { public: true } } },
    async (request) => {
      await takeVerifyTurn(app.database.db, request.ip);
      return verifyCertificate(app.database.db, request.params.code);
    },
  );

  // Stable links to the stored files; ?download=1 saves them under the spec's name.
  app.get(
    '/certificates/:code/:kind',
    {
      schema: {
        params: certificateCodeParamsSchema.extend({ kind: z.enum(['pdf', 'png']) }),
        querystring: z.object({ download: z.string().optional() }),
      },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const file = await readCertificateFile({ db: app.database.db, storage }, request.params.code, request.params.kind);
      const disposition = request.query.download ? 'attachment' : 'inline';
      reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      return reply.send(file.body);
    },
  );
};
