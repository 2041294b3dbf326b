import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { LocalFileStorage } from '../storage/local-file-storage.ts';
import { addEmployee, createOrganization, signInSuperUser, superUser } from '../test/actors.ts';
import { type ServerProcess, startServerProcess, stopServerProcesses } from '../test/server-process.ts';
import { createTestApp } from '../test/test-app.ts';
import { countRecords } from './backup-archive.ts';

// npm run backup / npm run restore on the embedded database, as an operator runs them: data made through the
// API and a stored file, a backup refused while the server runs, a restore into a fresh folder that starts and
// has every record and file. And a copy of a running server's folder starts beside it.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-backup-test-'));
const original = path.join(work, 'original');
const restored = path.join(work, 'restored');
const backupFile = path.join(work, 'backups', 'complyra.tar.gz');
const baseEnv: Record<string, string | undefined> = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SOFFICE_PATH: 'none', WEB_DIST_DIR: path.join(work, 'no-web') };
delete baseEnv.DATABASE_URL;
const servers: ServerProcess[] = [];
const start = (dataDir: string) => {
  const server = startServerProcess({ ...baseEnv, DATA_DIR: dataDir });
  servers.push(server);
  return server;
};
const stop = async (server: ServerProcess) => stopServerProcesses([server]);
const cli = (name: 'backup' | 'restore', args: string[], dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, `${name}.ts`), ...args], {
    env: { ...baseEnv, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

async function recordsOf(dataDir: string) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    return await countRecords(database.sql);
  } finally {
    await database.close();
  }
}

async function signIn(url: string) {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(superUser) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function organizationNames(url: string, token: string) {
  const res = await fetch(`${url}/api/tenants`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { name: string }[]).map((tenant) => tenant.name);
}

describe('backup and restore of the embedded database', () => {
  afterAll(async () => {
    await stopServerProcesses(servers);
    fs.rmSync(work, { recursive: true, force: true });
  });

  const fileKey = 'courses/kept/deck.pdf';
  const fileBody = Buffer.from('%PDF-1.4 a deck that must survive the restore');
  let tokenFromOriginal: string;

  it('makes data in a folder: an organization with its admin and an employee, and a stored file', async () => {
    const database = await openDatabase({ pgliteDir: path.join(original, 'db') });
    await database.migrate();
    const t = await createTestApp({ database, env: { DATA_DIR: original } });
    try {
      const superToken = await signInSuperUser(t.app, t.database);
      const org = await createOrganization(t.app, superToken, 'Backup Org');
      await addEmployee(t.app, org.adminToken, org.tenant.id, 'kept@backup-org.test');
    } finally {
      await t.close();
    }
    await new LocalFileStorage(path.join(original, 'files')).put(fileKey, fileBody, 'application/pdf');
  }, 60_000);

  it('refuses to back up while the server runs, saying to stop it; a copy of the running folder starts', async () => {
    const server = start(original);
    const url = await server.url;
    tokenFromOriginal = await signIn(url);

    const refused = cli('backup', ['--out', backupFile], original);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`DATA_DIR ${original} is in use by another Complyra process (pid ${server.child.pid})`);
    expect(refused.stderr).toContain('Stop the server first');
    expect(fs.existsSync(backupFile)).toBe(false);

    // cp -a of the folder of a running server (its lock names a live process) starts beside it.
    const copy = path.join(work, 'copy');
    fs.cpSync(original, copy, { recursive: true });
    const copied = start(copy);
    const copyUrl = await copied.url;
    expect(await organizationNames(copyUrl, await signIn(copyUrl))).toContain('Backup Org');
    // Two servers on one folder still may not: the original's folder stays refused.
    const second = start(original);
    await expect(second.url).rejects.toThrow(`DATA_DIR ${original} is in use by another Complyra process`);
    await stop(copied);
    await stop(server);
  }, 120_000);

  it('backs up the stopped folder, restores it into a fresh one, and the restored server has every record and file', async () => {
    const backedUp = cli('backup', ['--out', backupFile], original);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.status).toBe(0);
    // The stored file, its type beside it, and the session secret and evidence signing key the first start
    // wrote (a restored server signs packs with the same key, so earlier packs still verify).
    expect(backedUp.stdout).toMatch(/^Backed up \d+ records in \d+ tables, 4 files \(\d+ bytes\) to /);
    // A second backup never overwrites the first.
    expect(cli('backup', ['--out', backupFile], original).stderr).toContain('already exists');

    const restoredRun = cli('restore', [backupFile], restored);
    expect(restoredRun.stderr).toBe('');
    expect(restoredRun.status).toBe(0);
    expect(restoredRun.stdout).toContain(`into DATA_DIR ${restored}`);
    expect(restoredRun.stdout).toContain('Every record and file is there.');
    // Never over a folder that has data.
    const again = cli('restore', [backupFile], restored);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`DATA_DIR ${restored} is not empty`);

    // Every table has the same records, and the file is there byte for byte.
    const before = await recordsOf(original);
    expect(before['public.users']).toBeGreaterThanOrEqual(3);
    expect(await recordsOf(restored)).toEqual(before);
    expect((await new LocalFileStorage(path.join(restored, 'files')).read(fileKey))?.body).toEqual(fileBody);
    expect(fs.existsSync(path.join(restored, 'server.lock'))).toBe(false);

    const server = start(restored);
    const url = await server.url;
    // The session made on the original is still good: its record and the session secret came along.
    expect(await organizationNames(url, tokenFromOriginal)).toContain('Backup Org');
    const adminSignIn = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@backup-org.test', password: 'employee-pass' }),
    });
    expect(adminSignIn.status).toBe(200);
    await stop(server);
  }, 120_000);

  it('says what is wrong with a file that is not a backup', () => {
    const notBackup = path.join(work, 'not-a-backup.tar.gz');
    fs.writeFileSync(notBackup, 'hello');
    const run = cli('restore', [notBackup], path.join(work, 'elsewhere'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${notBackup} is not a Complyra backup`);
    expect(cli('restore', [], path.join(work, 'elsewhere')).stderr).toContain('Usage: DATA_DIR=');
  });
});
