import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { EnvError, parseEnv, type Env } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import {
  BackupError, type BackupManifest, checkDump, countRecords, differences, manifestName, pgDumpName, readManifest, runProgram,
  summary, tar, topLevelNames,
} from './backup-archive.ts';

// npm run restore -- FILE: a backup of `npm run backup` into an empty DATA_DIR (embedded) or an empty
// PostgreSQL database (DATABASE_URL), then checks that every record and file of the backup is there.
const usage = 'Usage: DATA_DIR=/path/to/new-folder npm run restore -- complyra-backup.tar.gz';

async function restoreEmbedded(env: Env, archive: string, manifest: BackupManifest) {
  if (manifest.database !== 'pglite') {
    throw new BackupError('This backup holds a PostgreSQL dump: restore it with DATABASE_URL set to an empty database.');
  }
  // Never over a live folder: the restore would mix two databases' files.
  if (topLevelNames(env.dataDir, true).length > 0) {
    throw new BackupError(
      `DATA_DIR ${env.dataDir} is not empty: restore into a new folder (DATA_DIR=/path/to/new-folder npm run restore -- FILE), ` +
        'or move this one aside first.',
    );
  }
  const release = lockDataDir(env.dataDir);
  try {
    tar(['-xzf', archive, '-C', env.dataDir], `Unpacking ${archive}`);
    fs.rmSync(path.join(env.dataDir, manifestName), { force: true });
    const database = await openDatabase({ pgliteDir: path.join(env.dataDir, 'db') });
    try {
      return await countRecords(database.sql);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

async function restorePostgres(env: Env, url: string, archive: string, manifest: BackupManifest) {
  if (manifest.database !== 'postgres') {
    throw new BackupError('This backup holds the embedded database: restore it without DATABASE_URL, into an empty DATA_DIR.');
  }
  const clashing = manifest.files.filter((file) => fs.existsSync(path.join(env.dataDir, file.path)));
  if (clashing.length > 0) {
    throw new BackupError(`DATA_DIR ${env.dataDir} already has ${clashing[0]!.path}: restore into a new folder, or move this one aside first.`);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-restore-'));
  try {
    const { rows: [found] } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN (\'public\', \'drizzle\', \'pgboss\')',
    );
    if (found!.n > 0) {
      throw new BackupError(
        'The database of DATABASE_URL already has tables: restore into an empty database (createdb complyra_restored), ' +
          'then point DATABASE_URL at it.',
      );
    }
    tar(['-xzf', archive, '-C', staging, pgDumpName], `Unpacking ${archive}`);
    const dumpFile = path.join(staging, pgDumpName);
    checkDump(dumpFile, manifest.records);
    runProgram('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, dumpFile], 'Restoring the dump');
    if (manifest.files.length > 0) {
      fs.mkdirSync(env.dataDir, { recursive: true });
      tar(['-xzf', archive, '-C', env.dataDir, '--exclude', manifestName, '--exclude', pgDumpName], `Unpacking ${archive}`);
    }
    return await countRecords({ executeSql: (text, values) => client.query(text, values) });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    await client.end();
  }
}

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error(`Name one backup file to restore.\n${usage}`);
  process.exit(1);
}
// npm runs scripts in the repository root; a relative path means where the command was typed.
const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
try {
  const env = parseEnv();
  const manifest = readManifest(archive);
  const records = env.DATABASE_URL
    ? await restorePostgres(env, env.DATABASE_URL, archive, manifest)
    : await restoreEmbedded(env, archive, manifest);
  const missing = differences(manifest, records, env.dataDir);
  if (missing.length > 0) throw new BackupError(`The restore does not match the backup:\n${missing.join('\n')}`);
  const where = env.DATABASE_URL ? 'the database of DATABASE_URL' : `DATA_DIR ${env.dataDir}`;
  console.log(`Restored ${summary(manifest)} into ${where}, backed up ${manifest.createdAt}. Every record and file is there.`);
  if (env.S3_BUCKET) console.log(`Copy the bucket's files back into ${env.S3_BUCKET} too (README: Backup and restore).`);
} catch (error) {
  console.error(error instanceof BackupError || error instanceof EnvError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
