import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../db/database.ts';
import { createEmptyPostgresDatabase } from './test-database.ts';

// A migration tested on data the product wrote before it: an empty database of the run's kind (TEST_DB),
// migrated up to just before the migration, filled, then migrated the rest of the way.

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

/** A copy of the migrations folder whose journal stops just before `tag`: the schema as it was before it. */
export function foldersBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

export interface MigratingDatabase {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openEmpty(): Promise<MigratingDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const { url, drop } = await createEmptyPostgresDatabase();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    return {
      query: (text) => pool.query(text),
      migrate: (folder) => migratePostgres(drizzlePostgres(pool), { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await drop();
      },
    };
  }
  const client = await PGlite.create();
  return {
    query: (text) => client.query(text),
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/**
 * An empty database migrated up to just before `tag`, given `rows` (statements), then, after `meanwhile`
 * (a look at the data before), migrated the rest of the way.
 */
export async function migratedAcross(
  tag: string,
  rows: string[],
  meanwhile: (database: MigratingDatabase) => Promise<void> = async () => {},
): Promise<MigratingDatabase> {
  const database = await openEmpty();
  const folder = foldersBefore(tag);
  try {
    await database.migrate(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  for (const statement of rows) await database.query(statement);
  await meanwhile(database);
  await database.migrate(migrationsFolder);
  return database;
}
