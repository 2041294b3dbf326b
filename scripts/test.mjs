// `npm test`: every test. Unit and integration tests (Vitest; server tests on PGlite, and on PostgreSQL
// too when TEST_DATABASE_URL is set), then the browser journeys (Playwright in Debian's Chromium).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const e2eOnly = process.argv.includes('--e2e-only');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let failed = false;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failed = true;
}

if (!e2eOnly) run('npx', ['vitest', 'run']);

if (fs.existsSync(chromium)) {
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CHROMIUM_PATH: chromium });
} else if (process.env.CI) {
  console.error(`Browser tests cannot run: no Chromium at ${chromium}. CI must run them (see .ci/run).`);
  failed = true;
} else {
  console.log(
    `Browser tests skipped: no Chromium at ${chromium} (install it with: sudo apt-get install -y chromium).`,
  );
}

process.exit(failed ? 1 : 0);
