import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createEmptyPostgresDatabase } from './test-database.ts';

const mainFile = path.join(import.meta.dirname, '..', 'main.ts');

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Where it listens, once it says it is ready; rejects when it exits first. */
  url: Promise<string>;
  /** Everything it printed so far (pino lines on stdout). */
  output(): string;
}

/** The production entry (main.ts through tsx) as its own process, as `npm start` runs it. */
export function startServerProcess(env: Record<string, string | undefined>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], { env });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Complyra is ready on (http:\/\/[^"\s]+)/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-2000)}`)));
  });
  url.catch(() => {});
  return { child, url, output: () => output };
}

/** SIGTERM to every process still running, and waits for them to exit. */
export async function stopServerProcesses(servers: ServerProcess[]) {
  const running = servers.map((s) => s.child).filter((c) => c.exitCode === null && c.signalCode === null);
  const exited = running.map((c) => new Promise((resolve) => c.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(exited);
}

/**
 * Server processes a test starts, kills and starts again on one data folder, and (TEST_DB=postgres) on a new
 * PostgreSQL database: registers the hooks that make the database first and at the end stop the processes
 * and remove both.
 */
export function useServerProcesses(name: string, settings: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `complyra-${name}-`));
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SOFFICE_PATH: 'none',
    SPEECH_WORKERS: '1',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...settings,
  };
  const servers: ServerProcess[] = [];
  let dropDatabase = async () => {};
  beforeAll(async () => {
    if (process.env.TEST_DB !== 'postgres') return;
    const created = await createEmptyPostgresDatabase();
    env.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  });
  afterAll(async () => {
    await stopServerProcesses(servers);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  });
  return {
    env,
    dataDir,
    /** The production entry with the test's settings (and `extra`), stopped at the end if still running. */
    start(extra: Record<string, string> = {}) {
      const server = startServerProcess({ ...env, ...extra });
      servers.push(server);
      return server;
    },
  };
}
