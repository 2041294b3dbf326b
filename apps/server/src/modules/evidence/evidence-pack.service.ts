import { createHash, sign } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import { certificatePdfPath, evidenceCsvFiles } from './evidence-csv-files.ts';
import { manifestFileName, signatureFileName, type EvidenceFileEntry, type EvidenceManifest } from './evidence-manifest.ts';
import { findOrganizationName, readCertificates, type EvidenceScope } from './evidence-pack.repository.ts';
import type { EvidenceSigningKey } from './evidence-signing-key.ts';

const day = 24 * 60 * 60 * 1000;

/**
 * The organization's evidence pack for the days `from` to `to` (both included, UTC) as a ZIP stream: access and the
 * range are checked before the first byte (so a refusal is a JSON answer), then each file is read a batch at a time,
 * hashed as it passes into the ZIP, and the signed manifest comes last.
 */
export async function buildEvidencePack(
  db: Db,
  caller: Caller,
  deps: { storage: FileStorage; key: EvidenceSigningKey },
  range: { tenantId: string; from: string; to: string },
): Promise<Readable> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId: range.tenantId });
  const from = new Date(`${range.from}T00:00:00.000Z`);
  const to = new Date(new Date(`${range.to}T00:00:00.000Z`).getTime() + day);
  if (from >= to) throw new AppError('BAD_REQUEST', 'The start of the range must not be after its end');
  const scope: EvidenceScope = { tenantId: range.tenantId, from, to };
  const zip = new yazl.ZipFile();
  const files: EvidenceFileEntry[] = [];
  const output = zip.outputStream as Readable;
  // A client that goes away ends the file being read, so the build stops instead of waiting for a reader forever.
  let current: Readable | null = null;
  output.once('close', () => current?.destroy());
  // Entries are added one after the other and each is read only when the ZIP reaches it, so at most one file's
  // batch (or one certificate PDF) is in memory at a time.
  const addHashed = async (path: string, source: Readable, compress = true) => {
    const hash = createHash('sha256');
    let bytes = 0;
    const counted = source.pipe(new Transform({
      transform(chunk: Buffer | string, _encoding, done) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        hash.update(buffer);
        bytes += buffer.length;
        done(null, buffer);
      },
    }));
    current = counted;
    zip.addReadStream(counted, path, { mtime: from, compress });
    await finished(counted);
    files.push({ path, sha256: hash.digest('hex'), bytes });
  };
  const fill = async () => {
    for (const file of evidenceCsvFiles(db, scope)) await addHashed(file.path, Readable.from(file.lines()));
    for await (const certificates of readCertificates(db, scope)) {
      for (const certificate of certificates) {
        const stored = await deps.storage.read(certificate.pdfKey);
        // A certificate whose file is gone is named in certificates.csv; the manifest then shows no PDF for it.
        // PDFs are compressed already: stored as they are.
        if (stored) await addHashed(certificatePdfPath(certificate.code), Readable.from([stored.body]), false);
      }
    }
    const manifest: EvidenceManifest = {
      format: 'complyra-evidence-pack',
      version: 1,
      organization: { id: range.tenantId, name: await findOrganizationName(db, range.tenantId) },
      range: { from: range.from, to: range.to },
      createdAt: new Date().toISOString(),
      files,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
    zip.addBuffer(manifestBytes, manifestFileName, { mtime: from });
    zip.addBuffer(Buffer.from(sign(null, manifestBytes, deps.key.privateKey).toString('base64'), 'utf8'), signatureFileName, { mtime: from });
    zip.end();
  };
  fill().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
