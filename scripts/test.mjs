// `npm test`: every test. Unit and integration tests (Vitest; server tests on PGlite, and on PostgreSQL
// too when TEST_DATABASE_URL is set), then the browser journeys (Playwright in Debian's Chromium).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const e2eOnly = process.argv.includes('--e2e-only');
// `npm run test:e2e -- assessment` runs the journeys whose file names match.
const e2eFilters = e2eOnly ? process.argv.slice(2).filter((arg) => arg !== '--e2e-only') : [];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let failed = false;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failed = true;
}

/** LibreOffice as the tests find it: SOFFICE_PATH, or soffice on the PATH. */
function findSoffice() {
  const setting = process.env.SOFFICE_PATH;
  if (setting === 'none') return null;
  const candidates = setting ? [setting] : (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, 'soffice'));
  return candidates.find((candidate) => {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  }) ?? null;
}

/** Test files with tests marked itWithLibreOffice (they skip themselves without it, except under CI). */
function libreOfficeTestFiles(dir = 'apps/server/src') {
  return fs.readdirSync(dir, { recursive: true })
    .filter((file) => String(file).endsWith('.test.ts'))
    .filter((file) => fs.readFileSync(path.join(dir, String(file)), 'utf8').includes('itWithLibreOffice('))
    .map((file) => path.basename(String(file)));
}

if (!e2eOnly) {
  run('npx', ['vitest', 'run']);
  if (!findSoffice()) {
    const files = libreOfficeTestFiles().join(', ');
    if (process.env.CI) {
      console.error(`LibreOffice tests cannot run: no soffice on the PATH (${files}). CI must run them (see .ci/run).`);
      failed = true;
    } else {
      console.log(
        `LibreOffice tests skipped: no soffice on the PATH (PPTX slide rendering in ${files}; install it with: sudo apt-get install -y libreoffice-impress).`,
      );
    }
  }
}

if (fs.existsSync(chromium)) {
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...e2eFilters], { CHROMIUM_PATH: chromium });
} else if (process.env.CI) {
  console.error(`Browser tests cannot run: no Chromium at ${chromium}. CI must run them (see .ci/run).`);
  failed = true;
} else {
  console.log(
    `Browser tests skipped: no Chromium at ${chromium} (install it with: sudo apt-get install -y chromium).`,
  );
}

process.exit(failed ? 1 : 0);
