import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// What the API benchmarks share: a fresh PostgreSQL database, and the real server in its own process
// (so the load generator does not share its event loop), stopped and dropped again at the end.

export const benchAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: benchAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
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

async function waitForServer(base: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start within 60 s');
}

/**
 * A new database and the server on it (migrated by its own start), with a known session secret so the
 * bench can mint sessions. `run` gets the server's address and the database's URL; everything is
 * stopped and dropped afterwards, whatever `run` does.
 */
export async function withBenchServer<T>(
  run: (server: { base: string; databaseUrl: string; secret: string }) => Promise<T>,
): Promise<T> {
  const dbName = `complyra_bench_${randomBytes(4).toString('hex')}`;
  const dbUrl = new URL(benchAdminUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-bench-'));
  const secret = randomBytes(32).toString('base64url');
  let child: ChildProcess | undefined;
  await adminQuery(`CREATE DATABASE ${dbName}`);
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server while it is driven.
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: dbUrl.toString(),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SESSION_SECRET: secret,
        LOG_LEVEL: 'warn',
        SUPERADMIN_EMAIL: '',
        SUPERADMIN_PASSWORD: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForServer(base, child);
    return await run({ base, databaseUrl: dbUrl.toString(), secret });
  } finally {
    if (child && child.exitCode === null) {
      // Let the last requests a load generator abandoned finish before the server shuts its pool.
      await new Promise((r) => setTimeout(r, 2000));
      const exited = new Promise((r) => child?.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
