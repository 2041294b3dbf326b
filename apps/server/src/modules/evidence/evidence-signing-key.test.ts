import { generateKeyPairSync, sign, verify } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { evidenceKeyFileName, loadEvidenceSigningKey } from './evidence-signing-key.ts';

describe('the evidence signing key', () => {
  const folders: string[] = [];
  const newFolder = async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'evidence-key-'));
    folders.push(folder);
    return path.join(folder, 'data');
  };
  afterAll(() => Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true }))));

  it('is made at first start in DATA_DIR, readable by the owner only, and the same at the next start', async () => {
    const dataDir = await newFolder();
    const first = await loadEvidenceSigningKey({ pem: undefined, dataDir });
    const file = await fs.stat(path.join(dataDir, evidenceKeyFileName));
    expect(file.mode & 0o777).toBe(0o600);
    const again = await loadEvidenceSigningKey({ pem: undefined, dataDir });
    expect(again.publicKeyPem).toBe(first.publicKeyPem);
    const signature = sign(null, Buffer.from('manifest'), first.privateKey);
    expect(verify(null, Buffer.from('manifest'), again.publicKeyPem, signature)).toBe(true);
  });

  it('is one key when two servers start at once on the same folder', async () => {
    const dataDir = await newFolder();
    const start = () => loadEvidenceSigningKey({ pem: undefined, dataDir });
    const [a, b] = await Promise.all([start(), start()]);
    expect(a.publicKeyPem).toBe(b.publicKeyPem);
  });

  it('is the EVIDENCE_SIGNING_KEY setting when given (lines written as \\n too), and nothing is written', async () => {
    const dataDir = await newFolder();
    const pair = generateKeyPairSync('ed25519');
    const pem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const expected = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect((await loadEvidenceSigningKey({ pem, dataDir })).publicKeyPem).toBe(expected);
    expect((await loadEvidenceSigningKey({ pem: pem.trim().replaceAll('\n', '\\n'), dataDir })).publicKeyPem).toBe(expected);
    await expect(fs.access(path.join(dataDir, evidenceKeyFileName))).rejects.toThrow();
  });

  it('refuses a key that is not Ed25519', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await expect(loadEvidenceSigningKey({ pem: rsa, dataDir: await newFolder() })).rejects.toThrow(
      'EVIDENCE_SIGNING_KEY must be an Ed25519 private key (PEM)',
    );
  });
});
