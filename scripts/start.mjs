// `npm start`: builds the web app and the server's JavaScript when either is missing or older than its
// sources (scripts/build-if-stale.mjs, in a process of its own: what the check and the builds leave in memory
// is gone before the server starts), then runs the compiled server in this same process (one process, so
// SIGTERM reaches the server directly). Production starts never load TypeScript.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
await import(path.join(root, 'apps/server/dist/main.js'));
