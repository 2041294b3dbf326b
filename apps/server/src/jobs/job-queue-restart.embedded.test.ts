import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { waitFor } from '../test/wait-for.ts';
import { JobQueue } from './job-queue.ts';

// Embedded mode only: PGlite in a folder, a real process killed in the middle of a job.
const logger = pino({ level: 'silent' });
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('JobQueue after a crash', () => {
  it('runs a job again after the embedded process was killed in the middle of it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-jobs-'));
    const fixture = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../test/fixtures/hanging-job-process.ts',
    );
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ACTIVE') && resolve());
      child.on('exit', (code) => reject(new Error(`fixture exited early with ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const database = await openDatabase({ pgliteDir: dir });
    const jobs = new JobQueue(database, logger);
    cleanups.push(
      async () => fs.rmSync(dir, { recursive: true, force: true }),
      () => database.close(),
      () => jobs.stop(),
    );
    let ran = 0;
    jobs.define<{ n: number }>({ name: 'test-crash', handler: async () => void ran++ });
    await jobs.start();
    await waitFor(() => (ran > 0 ? true : undefined));
    expect(ran).toBe(1);
  }, 60_000);
});
