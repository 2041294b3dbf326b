// Builds the web app and the server's JavaScript when either is missing or older than its sources (each build
// in a process of its own). `npm start` runs this in a process of its own too, so what the check and the builds
// leave in memory is gone before the server starts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/prerender-landing.mjs', 'packages/core/src'];
const serverSources = ['apps/server/src', 'apps/server/scripts/build.mjs', 'packages/core/src'];

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

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
if (builtAt(webDist) < Math.max(...webSources.map(newestMtime))) {
  console.log('Building the web app…');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], { cwd: root, stdio: 'inherit' });
}

const serverMain = path.join(root, 'apps/server/dist/main.js');
if (builtAt(serverMain) < Math.max(...serverSources.map(newestMtime))) {
  console.log('Building the server…');
  // In a process of its own, as the web build: the bundler's memory and its service process leave with it.
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}
