// `npm start`: builds the web app when it is missing or older than its sources, then runs the server in
// this same process (one process, so SIGTERM reaches the server directly).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/core/src'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { recursive: true })) {
    const s = fs.statSync(path.join(full, entry.toString()));
    if (s.mtimeMs > newest) newest = s.mtimeMs;
  }
  return newest;
}

const builtAt = fs.existsSync(webDist) ? fs.statSync(webDist).mtimeMs : 0;
if (builtAt < Math.max(...webSources.map(newestMtime))) {
  console.log('Building the web app…');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], { cwd: root, stdio: 'inherit' });
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
