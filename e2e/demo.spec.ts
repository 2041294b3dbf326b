import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { stopGroup } from './support/server-process';

// The README's promise, through `npm start -- --demo` exactly as a newcomer runs it (the compiled server, its own
// port and a fresh data folder): the first start is killed while the course is being made, the second one
// finishes the demo, and the printed employee signs in to find the course half-played.

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT) + 1;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-demo-e2e-'));
const running: ChildProcess[] = [];

/** `npm start -- --demo`; resolves with everything it printed once a line matches `until`. */
function startDemo(until: RegExp): { child: ChildProcess; printed: Promise<string> } {
  const child = spawn('npm', ['start', '--', '--demo'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    detached: true, // its own process group: npm, node and their workers are stopped together
  });
  running.push(child);
  let output = '';
  const printed = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) resolve(output);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code, signal) => reject(new Error(`npm start exited (${code ?? signal}):\n${output.slice(-3000)}`)));
  });
  return { child, printed };
}

test.afterAll(async () => {
  for (const child of running) await stopGroup(child.pid, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('npm start -- --demo gives a ready, assigned, half-played course, even after a start killed half-way', async ({ page }) => {
  test.setTimeout(900_000);
  const first = startDemo(/Demo: making the course/);
  const firstOutput = await first.printed;
  expect(firstOutput).toContain('  employee    erin@demo.complyra.test / demo-erin-pass  at /signin');
  await stopGroup(first.child.pid, 'SIGKILL');

  const second = startDemo(/Demo ready|Demo: could not finish/);
  const output = await second.printed;
  expect(output).toContain('Demo ready: "OSCAL Overview" is assigned to Demo Ltd; Erin Demo is halfway through it.');

  await page.goto(`http://127.0.0.1:${port}/signin`);
  await page.getByLabel('Email').fill('erin@demo.complyra.test');
  await page.getByLabel('Password').fill('demo-erin-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const card = page.getByRole('article', { name: 'OSCAL Overview' });
  await expect(card.getByRole('button', { name: 'Resume Course' })).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', /^(4\d|50)$/);
});
