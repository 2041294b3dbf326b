import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { SqlExecutor } from '../db/database.ts';

// What `npm run backup` writes and `npm run restore` reads: one .tar.gz holding a manifest
// (complyra-backup.json), the database (the embedded database's folder `db/`, or `database.pgdump` from
// pg_dump) and the files of DATA_DIR (uploaded decks, slides, audio under `files/`, the session secret, the evidence signing key).
// The manifest counts every table's records and lists every file, so a restore proves it found them all.

export const manifestName = 'complyra-backup.json';
export const pgDumpName = 'database.pgdump';
/** Never archived: the running server's lock names a process, not data. */
const notArchived = new Set(['server.lock', manifestName, pgDumpName]);

export interface BackupManifest {
  format: 1;
  database: 'pglite' | 'postgres';
  createdAt: string;
  /** "schema.table" → row count, for the product's tables and its migration record. */
  records: Record<string, number>;
  /** Every file of DATA_DIR in the archive (the embedded database's own folder aside), with its size. */
  files: { path: string; bytes: number }[];
}

export class BackupError extends Error {}

/** Row counts of every table of the product (public) and of its migration record (drizzle). */
export async function countRecords(sql: SqlExecutor): Promise<Record<string, number>> {
  const { rows } = await sql.executeSql(
    'SELECT schemaname, tablename FROM pg_tables WHERE schemaname IN (\'public\', \'drizzle\') ORDER BY 1, 2',
    [],
  );
  const counts: Record<string, number> = {};
  for (const { schemaname, tablename } of rows as { schemaname: string; tablename: string }[]) {
    const name = `"${schemaname}"."${tablename.replaceAll('"', '""')}"`;
    const { rows: [row] } = await sql.executeSql(`SELECT count(*)::int AS n FROM ${name}`, []);
    counts[`${schemaname}.${tablename}`] = Number((row as { n: number }).n);
  }
  return counts;
}

/** The files of a DATA_DIR, relative and sorted, without the embedded database's folder and the lock. */
export function listDataFiles(dataDir: string): { path: string; bytes: number }[] {
  if (!fs.existsSync(dataDir)) return [];
  const found: { path: string; bytes: number }[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dataDir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && (entry.name === 'db' || notArchived.has(entry.name))) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push({ path: child, bytes: fs.statSync(path.join(dataDir, child)).size });
    }
  };
  walk('');
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** Runs a program to its end and returns what it printed; a missing program or a failure is a BackupError. */
export function runProgram(program: string, args: string[], what: string): Buffer {
  const result = spawnSync(program, args, { maxBuffer: 256 * 1024 * 1024 });
  if (result.error) {
    const hint = program === 'tar' ? 'Install tar' : 'Install the PostgreSQL client programs (the server\'s major version or newer)';
    throw new BackupError(`${what}: ${program} could not be run (${result.error.message}). ${hint} and try again.`);
  }
  if (result.status !== 0) throw new BackupError(`${what}: ${program} failed: ${result.stderr.toString().trim()}`);
  return result.stdout;
}

/** The system's tar (GNU tar; bsdtar on macOS and Windows): both read and write .tar.gz. */
export const tar = (args: string[], what: string) => runProgram('tar', args, what);

/** The dump holds the data of every table counted: pg_restore --list reads its table of contents. */
export function checkDump(dumpFile: string, records: Record<string, number>) {
  const contents = runProgram('pg_restore', ['--list', dumpFile], 'Checking the dump').toString('utf8');
  const missing = Object.keys(records).filter((table) => {
    const [schema, name] = table.split('.');
    return !contents.includes(` TABLE DATA ${schema} ${name} `);
  });
  if (missing.length > 0) throw new BackupError(`The dump ${dumpFile} lacks the data of ${missing.join(', ')}.`);
}

/** Writes the archive from groups of entries, each relative to its folder (the manifest's folder first). */
export function writeArchive(out: string, groups: { from: string; names: string[] }[]) {
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  const partial = `${out}.partial`;
  const entries = groups.filter((group) => group.names.length > 0).flatMap((group) => ['-C', group.from, ...group.names]);
  try {
    tar(['-czf', partial, ...entries], 'Writing the backup');
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  // A backup that stopped half-way is never mistaken for one that finished.
  fs.renameSync(partial, out);
}

/** The names at the top of DATA_DIR that a backup holds (the embedded database's folder `db` only if asked). */
export function topLevelNames(dataDir: string, withDatabase: boolean): string[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs.readdirSync(dataDir).filter((name) => !notArchived.has(name) && (withDatabase || name !== 'db')).sort();
}

export function readManifest(archive: string): BackupManifest {
  if (!fs.existsSync(archive)) throw new BackupError(`No backup at ${archive}.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(tar(['-xzOf', archive, manifestName], `Reading ${archive}`).toString('utf8')) as BackupManifest;
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof BackupError) {
      throw new BackupError(`${archive} is not a Complyra backup (it has no readable ${manifestName}).`);
    }
    throw error;
  }
  if (manifest.format !== 1) throw new BackupError(`${archive} was written by a newer Complyra (backup format ${manifest.format}).`);
  return manifest;
}

/** Lines naming what differs between the records and files the manifest lists and what a restore found. */
export function differences(manifest: BackupManifest, records: Record<string, number>, dataDir: string): string[] {
  const lines: string[] = [];
  for (const [table, count] of Object.entries(manifest.records)) {
    if (records[table] !== count) lines.push(`${table}: ${count} records in the backup, ${records[table] ?? 'no table'} restored`);
  }
  for (const file of manifest.files) {
    const restored = path.join(dataDir, file.path);
    const bytes = fs.existsSync(restored) ? fs.statSync(restored).size : undefined;
    if (bytes !== file.bytes) lines.push(`${file.path}: ${file.bytes} bytes in the backup, ${bytes ?? 'missing'} restored`);
  }
  return lines;
}

export function summary(manifest: BackupManifest): string {
  const records = Object.entries(manifest.records)
    .filter(([table]) => table.startsWith('public.'))
    .reduce((sum, [, count]) => sum + count, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  return `${records} records in ${Object.keys(manifest.records).length} tables, ${manifest.files.length} files (${bytes} bytes)`;
}
