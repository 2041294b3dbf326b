import { createHash, verify } from 'node:crypto';
import JSZip from 'jszip';
import { manifestFileName, signatureFileName, type EvidenceManifest } from './evidence-manifest.ts';

export interface EvidenceVerification {
  ok: boolean;
  /** What is wrong, one line each, naming the file; empty when the pack is intact. */
  problems: string[];
  manifest: EvidenceManifest | null;
}

/** Checks a pack offline: the manifest's Ed25519 signature, then every file's SHA-256 and size, and no file unlisted. */
export async function verifyEvidencePack(zipBytes: Buffer, publicKeyPem: string): Promise<EvidenceVerification> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(zipBytes);
  } catch {
    return { ok: false, problems: ['Not a ZIP file'], manifest: null };
  }
  const manifestFile = zip.file(manifestFileName);
  const signatureFile = zip.file(signatureFileName);
  if (!manifestFile || !signatureFile) return { ok: false, problems: [`Missing ${manifestFileName} or ${signatureFileName}`], manifest: null };
  const manifestBytes = await manifestFile.async('nodebuffer');
  const signature = Buffer.from((await signatureFile.async('string')).trim(), 'base64');
  if (!verify(null, manifestBytes, publicKeyPem, signature)) {
    return { ok: false, problems: [`${manifestFileName}: the signature does not match (changed, or signed by another key)`], manifest: null };
  }
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as EvidenceManifest;
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const entry of manifest.files) {
    const file = zip.file(entry.path);
    if (!file) {
      problems.push(`${entry.path}: missing`);
      continue;
    }
    const bytes = await file.async('nodebuffer');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (sha256 !== entry.sha256 || bytes.length !== entry.bytes) problems.push(`${entry.path}: changed`);
  }
  for (const name of Object.keys(zip.files)) {
    if (zip.files[name]!.dir || name === manifestFileName || name === signatureFileName || listed.has(name)) continue;
    problems.push(`${name}: not in the manifest`);
  }
  return { ok: problems.length === 0, problems, manifest };
}
