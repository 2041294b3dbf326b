import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../db/database.ts';
import { sessions } from '../db/schema.ts';
import { signSessionToken } from '../modules/auth/tokens.ts';
// @ts-expect-error -- the build script is plain JavaScript without types.
import { buildServer, distFolder } from '../../scripts/build.mjs';

// The benchmarks that drive the real server in its own process (bench:api, bench:ingest-load,
// bench:media) start it and their PostgreSQL databases with these.

const root = path.resolve(import.meta.dirname, '../../../..');
// A server beside its database talks to it over the Unix socket when it has one: loopback TCP costs the server
// about twice the CPU per statement on 2 cores (README, Several servers). BENCH_DATABASE_URL overrides.
const localSocket = '/var/run/postgresql';
export const benchAdminUrl = process.env.BENCH_DATABASE_URL ??
  (fs.existsSync(`${localSocket}/.s.PGSQL.5432`) ? `postgres://postgres@localhost/postgres?host=${localSocket}` : 'postgres://postgres@127.0.0.1:5432/postgres');

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: benchAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new database on the BENCH_DATABASE_URL server, and how to drop it. */
export async function createBenchDatabase() {
  const name = `complyra_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(benchAdminUrl);
  url.pathname = `/${name}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return { name, url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls `/api/health` every `everyMs` until it answers 200; throws if the server exits or takes longer than `withinMs`. */
export async function waitForServer(base: string, child: ChildProcess, { everyMs = 250, withinMs = 60_000 } = {}) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`the server did not start within ${withinMs / 1000} s`);
}

/** JSON requests to a bench server: GET, or POST with `json` or a multipart `form`; an error answer throws. */
export const benchApi =
  (base: string) =>
    async <T>(url: string, init: { token?: string; json?: unknown; form?: FormData } = {}): Promise<T> => {
      const res = await fetch(`${base}${url}`, {
        method: init.json || init.form ? 'POST' : 'GET',
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.json ? { 'content-type': 'application/json' } : {}),
        },
        body: init.form ?? (init.json ? JSON.stringify(init.json) : undefined),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };

export interface BenchServer {
  base: string;
  child: ChildProcess;
  /** SIGTERM, after `graceMs` for requests a load generator abandoned. */
  stop(graceMs?: number): Promise<void>;
}

/** The product as `npm start` runs it: the compiled server, built first when its sources changed. */
async function compiledServer(): Promise<string[]> {
  await buildServer();
  return [path.join(distFolder, 'main.js')];
}

/**
 * A server on a free port, with these settings over the environment; resolves once `/api/health` answers.
 * By default the compiled product; `script` runs another server (the raw floor) through tsx instead.
 */
export async function startBenchServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  script?: string,
): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const entry = script ? ['--import', 'tsx', script] : await compiledServer();
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(base, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    base,
    child,
    async stop(graceMs = 0) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise((r) => setTimeout(r, graceMs));
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A new database and the compiled server on it (migrated by its own start), with a known session secret so
 * the bench can mint sessions. `run` gets the server's address and the database's URL; everything is
 * stopped and dropped afterwards, whatever `run` does.
 */
export async function withBenchServer<T>(
  run: (server: { base: string; databaseUrl: string; secret: string }) => Promise<T>,
): Promise<T> {
  const database = await createBenchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-bench-'));
  const secret = randomBytes(32).toString('base64url');
  let server: BenchServer | undefined;
  try {
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server while it is driven.
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    server = await startBenchServer(
      { DATABASE_URL: database.url, DATA_DIR: dataDir, SESSION_SECRET: secret, SUPERADMIN_EMAIL: '', SUPERADMIN_PASSWORD: '' },
      nodeArgs,
    );
    return await run({ base: server.base, databaseUrl: database.url, secret });
  } finally {
    // Let the last requests a load generator abandoned finish before the server shuts its pool.
    await server?.stop(2000);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Signed-in sessions for seeded employees (or the organization's admins), minted directly (a benchmark measures
 * its routes, not thousands of sign-ins): one session row each, and a token signed with the server's SESSION_SECRET.
 */
export async function mintEmployeeSessions(
  db: Db,
  secret: string,
  tenantId: string,
  people: { id: string; name: string }[],
  role: 'EMPLOYEE' | 'ADMIN' = 'EMPLOYEE',
): Promise<string[]> {
  const expiresAt = new Date(Date.now() + 3600_000);
  const rows = await db
    .insert(sessions)
    .values(people.map((p) => ({ userId: p.id, tenantId, expiresAt })))
    .returning({ id: sessions.id, userId: sessions.userId });
  const names = new Map(people.map((p) => [p.id, p.name]));
  const key = new TextEncoder().encode(secret);
  return Promise.all(
    rows.map((s) => signSessionToken({ sub: s.userId, role, tenantId, name: names.get(s.userId) ?? '', jti: s.id }, key, 3600)),
  );
}
