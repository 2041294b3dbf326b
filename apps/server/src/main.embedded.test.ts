import { type ChildProcessWithoutNullStreams, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.ts';

// The real server process, as `npm start` runs it, on a fresh embedded DATA_DIR.
const here = path.dirname(fileURLToPath(import.meta.url));
const mainFile = path.join(here, 'main.ts');
const cliFile = path.join(here, 'cli/create-superuser.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-main-'));
const baseEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };

// The shared starter (test/server-process.ts), with this file's fresh DATA_DIR under each start's settings.
const startProcess = (env: Record<string, string | undefined>) => startServerProcess({ ...baseEnv, ...env });

function exitCode(child: ChildProcessWithoutNullStreams) {
  return new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process (embedded mode)', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts, seeds the super user, refuses a second process, and stops cleanly on SIGTERM', async () => {
    const first = startProcess({ SUPERADMIN_EMAIL: 'Root@Example.com', SUPERADMIN_PASSWORD: 'secret123' });
    const url = await first.url;
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(first.output()).toContain('Created super user Root@Example.com');

    const second = spawnSync(process.execPath, ['--import', 'tsx', mainFile], {
      env: baseEnv,
      encoding: 'utf8',
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`DATA_DIR ${dataDir} is in use by another Complyra process`);

    const exited = exitCode(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);

  it('create-superuser reports an existing super user and rejects a bad e-mail', () => {
    const again = spawnSync(
      process.execPath,
      ['--import', 'tsx', cliFile, '--email', 'root@example.com', '--password', 'secret123'],
      {
        env: baseEnv,
        encoding: 'utf8',
      },
    );
    expect(again.stdout).toContain('A super user root@example.com already exists; nothing changed.');
    const bad = spawnSync(process.execPath, ['--import', 'tsx', cliFile, '--email', 'nope'], {
      env: baseEnv,
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--email must be an e-mail address');
  }, 60_000);

  it('prints one plain line with a one-time set-up link when there is no super user', async () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-empty-'));
    const proc = startProcess({ DATA_DIR: emptyDir });
    const url = await proc.url;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = proc.output().split('\n').filter((line) => line.includes('/setup?code='));
    expect(lines).toHaveLength(1);
    const match = lines[0]!.match(/^No super user yet: open (http:\/\/\S+)\/setup\?code=([\w-]+) to create one/);
    expect(match?.[1]).toBe(url);
    expect(lines[0]).toContain('npm run create-superuser -- --email');
    const code = match![2]!;
    const created = await fetch(`${url}/api/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, name: 'Owner', email: 'owner@example.com', password: 'first-password' }),
    });
    expect(created.status).toBe(200);
    expect((await fetch(`${url}/api/setup?code=${code}`)).status).toBe(404);
    const exited = exitCode(proc.child);
    proc.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    fs.rmSync(emptyDir, { recursive: true, force: true });
  }, 60_000);

  it('stops with one line naming a bad variable', () => {
    const bad = spawnSync(process.execPath, ['--import', 'tsx', mainFile], {
      env: { ...baseEnv, PORT: 'x' },
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toBe(
      'Invalid environment variable PORT: must be a port number from 0 to 65535 (see .env.example)',
    );
  });
});
