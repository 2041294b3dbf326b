import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle handle every repository receives: the same type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** Runs raw SQL for infrastructure that is not Drizzle (pg-boss). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  kind: DatabaseKind;
  db: Db;
  sql: SqlExecutor;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process does its own on this database: servers starting together on one
   * PostgreSQL database set it up (migrations, the job queue's schema and queues) one after the other.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite is used. */
  url?: string;
  /** PGlite's folder; undefined keeps the database in memory (tests). */
  pgliteDir?: string;
  maxConnections?: number;
  /** PostgreSQL's parallel workers per query (max_parallel_workers_per_gather); 0 unless set. */
  parallelWorkers?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.maxConnections ?? 10, options.parallelWorkers ?? 0)
    : openPglite(options.pgliteDir);
}

async function openPostgres(url: string, max: number, parallelWorkers: number): Promise<Database> {
  // No parallel workers by default: on a small machine a report's scan then took a core of its own from the
  // learners (bench:mixed, 2 cores: 5 admins cut the learners' answers from 400 to 289 a second with them,
  // 393 without, and the admins got more done).
  const pool = new pg.Pool({ connectionString: url, max, options: `-c max_parallel_workers_per_gather=${parallelWorkers}` });
  // An idle client losing its connection must not take the process down; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  const exclusive = <T>(work: () => Promise<T>) => withAdvisoryLock(pool, work);
  return {
    kind: 'postgres',
    db,
    sql: { executeSql: (text, values) => pool.query(text, values) },
    // The next server finds nothing to do.
    migrate: async () => {
      if (await isUpToDate((text) => pool.query(text))) return;
      await exclusive(() => migratePostgres(drizzlePostgres(pool), { migrationsFolder }));
    },
    exclusive,
    close: () => pool.end(),
  };
}

/**
 * Whether the newest migration in the folder is already applied: a start on an up-to-date database then
 * skips the migrator (which creates its schema and table "if not exists" and hashes every file each time).
 */
export async function isUpToDate(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const { rows } = await query('SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations');
    return Number((rows[0] as { last: string | number | null } | undefined)?.last ?? 0) >= newest;
  } catch {
    return false; // no migrations table yet
  }
}

/** Any number: the advisory lock servers take in turn to set a shared database up. */
const setUpLock = 0x636f6d70;

// Held by one session while `work` runs on others (a lock taken inside the work's own transaction would
// not do: a waiting transaction keeps its stale view of the catalogue, and "IF NOT EXISTS" then collides).
async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [setUpLock]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [setUpLock]).catch(() => {});
    client.release();
  }
}

/**
 * PGlite keeps PostgreSQL's buffer cache inside the process (its default, 128 MB, was most of an idle
 * server's memory). 32 MB holds the working set of an organization of 10,000 employees; the operating
 * system's file cache sits behind it.
 */
const pgliteSharedBuffers = '32MB';

async function openPglite(dir?: string): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    sql: {
      // PGlite's `query` takes one statement with parameters; pg-boss also sends multi-statement
      // scripts without parameters, which only `exec` accepts.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    migrate: async () => {
      if (await isUpToDate((text) => client.query(text))) return;
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    // One process owns an embedded database.
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}
