// npm run verify-evidence -- pack.zip [--public-key FILE | --url BASE]
// Checks an evidence pack offline: the manifest's signature and every file's hash. Exit code 0 when intact, 1 when not.
// Without a key named, the platform's own: EVIDENCE_SIGNING_KEY, else DATA_DIR/evidence-key.pem (./data by default).
import { createPublicKey } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { evidenceKeyFileName } from '../modules/evidence/evidence-signing-key.ts';
import { verifyEvidencePack } from '../modules/evidence/verify-evidence-pack.ts';

async function publicKeyPem(options: { 'public-key'?: string; url?: string }): Promise<string> {
  if (options['public-key']) return fs.readFile(options['public-key'], 'utf8');
  if (options.url) {
    const answer = await fetch(new URL('/api/evidence/public-key', options.url));
    if (!answer.ok) throw new Error(`${options.url} answered ${answer.status} for the public key`);
    return answer.text();
  }
  const privatePem = process.env.EVIDENCE_SIGNING_KEY?.replaceAll('\\n', '\n')
    ?? (await fs.readFile(path.join(process.env.DATA_DIR ?? './data', evidenceKeyFileName), 'utf8'));
  return createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }).toString();
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'public-key': { type: 'string' }, url: { type: 'string' } } });
  const [file] = positionals;
  if (!file) {
    console.error('Usage: npm run verify-evidence -- pack.zip [--public-key FILE | --url BASE]');
    return 1;
  }
  const result = await verifyEvidencePack(await fs.readFile(file), await publicKeyPem(values));
  if (result.ok) {
    const m = result.manifest!;
    console.info(`OK: ${file} is intact and signed (${m.organization.name}, ${m.range.from} to ${m.range.to}, ${m.files.length} files, made ${m.createdAt})`);
    return 0;
  }
  console.error(`REFUSED: ${file}`);
  for (const problem of result.problems) console.error(`  ${problem}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
