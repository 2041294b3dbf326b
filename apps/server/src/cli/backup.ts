import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { EnvError, parseEnv, type Env } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir-lock.ts';
import {
  BackupError, type BackupManifest, checkDump, countRecords, listDataFiles, manifestName, pgDumpName, runProgram, summary,
  topLevelNames, writeArchive,
} from './backup-archive.ts';

// npm run backup -- --out FILE: the database and DATA_DIR's files in one .tar.gz (see backup-archive.ts).
const usage = 'Usage: npm run backup -- --out complyra-backup.tar.gz';

async function backUpEmbedded(env: Env, out: string, staging: string) {
  // Asked before the lock, which would create the folder.
  if (!fs.existsSync(path.join(env.dataDir, 'db'))) {
    throw new BackupError(`DATA_DIR ${env.dataDir} holds no database yet: nothing to back up.`);
  }
  let release: () => void;
  try {
    release = lockDataDir(env.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // The embedded database lives in the server's memory and its folder at once: a copy taken while it
    // writes is not consistent, so the server must be stopped (PostgreSQL is backed up while it runs).
    throw new BackupError(
      `${error.message.split('. ')[0]}.\nStop the server first (it finishes its requests on SIGTERM), run npm run backup again, ` +
        'then start it: the embedded database can be copied consistently only while no server has it open.',
    );
  }
  try {
    // Opening the database replays what a crash left unfinished; closing it writes everything to its files.
    const database = await openDatabase({ pgliteDir: path.join(env.dataDir, 'db') });
    let records: Record<string, number>;
    try {
      records = await countRecords(database.sql);
    } finally {
      await database.close();
    }
    const manifest = writeManifest(staging, 'pglite', records, env.dataDir);
    writeArchive(out, [{ from: staging, names: [manifestName] }, { from: env.dataDir, names: topLevelNames(env.dataDir, true) }]);
    return manifest;
  } finally {
    release();
  }
}

/**
 * PostgreSQL while it runs: pg_dump and the record counts read one snapshot (exported by a transaction held
 * open meanwhile), so the counts are the dump's even while servers write.
 */
async function backUpPostgres(env: Env, url: string, out: string, staging: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: [snapshot] } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const records = await countRecords({ executeSql: (text, values) => client.query(text, values) });
    const dumpFile = path.join(staging, pgDumpName);
    runProgram('pg_dump', ['--format=custom', `--snapshot=${snapshot!.id}`, `--file=${dumpFile}`, url], 'Dumping the database');
    await client.query('COMMIT');
    checkDump(dumpFile, records);
    const manifest = writeManifest(staging, 'postgres', records, env.dataDir);
    writeArchive(out, [
      { from: staging, names: [manifestName, pgDumpName] },
      { from: env.dataDir, names: topLevelNames(env.dataDir, false) },
    ]);
    return manifest;
  } finally {
    await client.end();
  }
}

function writeManifest(staging: string, database: BackupManifest['database'], records: Record<string, number>, dataDir: string) {
  const createdAt = new Date().toISOString();
  const manifest: BackupManifest = { format: 1, database, createdAt, records, files: listDataFiles(dataDir) };
  fs.writeFileSync(path.join(staging, manifestName), JSON.stringify(manifest, null, 2));
  return manifest;
}

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error(`--out is required: the file to write.\n${usage}`);
  process.exit(1);
}
// npm runs scripts in the repository root; a relative path means where the command was typed.
const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-backup-'));
try {
  const env = parseEnv();
  if (fs.existsSync(out)) throw new BackupError(`${out} already exists: name a new file, or move that one away.`);
  const manifest = env.DATABASE_URL
    ? await backUpPostgres(env, env.DATABASE_URL, out, staging)
    : await backUpEmbedded(env, out, staging);
  console.log(`Backed up ${summary(manifest)} to ${out}`);
  if (env.S3_BUCKET) {
    console.log(`Files are in the bucket ${env.S3_BUCKET}, not in this backup: copy the bucket too (README: Backup and restore).`);
  }
} catch (error) {
  console.error(error instanceof BackupError || error instanceof EnvError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
