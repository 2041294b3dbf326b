import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The platform's Ed25519 key that signs every evidence pack's manifest. */
export interface EvidenceSigningKey {
  privateKey: KeyObject;
  publicKeyPem: string;
}

export const evidenceKeyFileName = 'evidence-key.pem';

/**
 * The key from EVIDENCE_SIGNING_KEY (several servers on one PostgreSQL must all be given the same one), else the
 * one kept in DATA_DIR, made at first start (mode 0600; two processes starting at once keep one key).
 */
export async function loadEvidenceSigningKey(settings: { pem: string | undefined; dataDir: string }) {
  if (settings.pem) return fromPem(settings.pem.replaceAll('\\n', '\n'));
  const file = path.join(settings.dataDir, evidenceKeyFileName);
  const existing = await readIfPresent(file);
  if (existing) return fromPem(existing);
  const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await fs.mkdir(settings.dataDir, { recursive: true });
  // Written whole beside it, then linked into place: the link fails if another process got there first, and
  // nobody ever reads a half-written key.
  const draft = `${file}.${process.pid}.${randomUUID()}`;
  await fs.writeFile(draft, pem, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fromPem(await fs.readFile(file, 'utf8'));
  } finally {
    await fs.rm(draft, { force: true });
  }
  return fromPem(pem);
}

function fromPem(pem: string): EvidenceSigningKey {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('EVIDENCE_SIGNING_KEY must be an Ed25519 private key (PEM)');
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { privateKey, publicKeyPem };
}

async function readIfPresent(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
