import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { addEmployee, createOrganization, signInSuperUser } from '../test/actors.ts';
import { createTestApp } from '../test/test-app.ts';
import { createEmptyPostgresDatabase } from '../test/test-database.ts';
import { countRecords } from './backup-archive.ts';

// npm run backup / npm run restore on PostgreSQL: a backup taken while the server runs, restored into an empty
// database, with every record there; never over a database that has tables.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-pg-backup-'));
const backupFile = path.join(work, 'complyra.tar.gz');
const drops: (() => Promise<void>)[] = [];
const cli = (name: 'backup' | 'restore', args: string[], databaseUrl: string, dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, `${name}.ts`), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

async function recordsAt(url: string) {
  const database = await openDatabase({ url });
  try {
    return await countRecords(database.sql);
  } finally {
    await database.close();
  }
}

describe('backup and restore on PostgreSQL', () => {
  afterAll(async () => {
    for (const drop of drops) await drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up while the server runs, and restores into an empty database with every record', async () => {
    const source = await createEmptyPostgresDatabase();
    drops.push(source.drop);
    const database = await openDatabase({ url: source.url });
    await database.migrate();
    const t = await createTestApp({ database, startJobs: true });
    let before: Record<string, number>;
    try {
      const superToken = await signInSuperUser(t.app, t.database);
      const org = await createOrganization(t.app, superToken, 'Postgres Backup Org');
      await addEmployee(t.app, org.adminToken, org.tenant.id, 'kept@pg-backup.test');

      const backedUp = cli('backup', ['--out', backupFile], source.url, path.join(work, 'source-data'));
      expect(backedUp.stderr).toBe('');
      expect(backedUp.status).toBe(0);
      expect(backedUp.stdout).toMatch(/^Backed up \d+ records in \d+ tables, 0 files \(0 bytes\) to /);
      before = await recordsAt(source.url);
    } finally {
      await t.close();
    }

    const target = await createEmptyPostgresDatabase();
    drops.push(target.drop);
    const restored = cli('restore', [backupFile], target.url, path.join(work, 'target-data'));
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain('into the database of DATABASE_URL');
    expect(restored.stdout).toContain('Every record and file is there.');
    const after = await recordsAt(target.url);
    expect(after['public.users']).toBeGreaterThanOrEqual(3);
    expect(after).toEqual(before!);

    // Never over a database that has tables; and a backup of the other kind is named as such.
    const again = cli('restore', [backupFile], target.url, path.join(work, 'target-data'));
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('The database of DATABASE_URL already has tables');
    const embedded = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'restore.ts'), backupFile], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(work, 'embedded') },
      encoding: 'utf8',
    });
    expect(embedded.status).toBe(1);
    expect(embedded.stderr).toContain('This backup holds a PostgreSQL dump');
  }, 120_000);
});
