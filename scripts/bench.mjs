// `npm run bench`: runs every bench:* script of the root package.json in turn (bench:api, bench:ingest…),
// or only the ones named: `npm run bench -- api`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const available = Object.keys(scripts).filter((name) => name.startsWith('bench:'));
const wanted = process.argv.slice(2).map((name) => (name.startsWith('bench:') ? name : `bench:${name}`));
const chosen = wanted.length > 0 ? wanted : available;

console.log(`Benchmarks: ${available.join(', ') || 'none'}${wanted.length ? `; running ${chosen.join(', ')}` : ''}`);
let failed = false;
for (const name of chosen) {
  if (!available.includes(name)) {
    console.error(`No script ${name}`);
    failed = true;
    continue;
  }
  console.log(`\n=== npm run ${name}`);
  const result = spawnSync('npm', ['run', name, '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
