import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { JobQueue } from './job-queue.ts';

const logger = pino({ level: 'silent' });

async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out waiting');
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('JobQueue', () => {
  it('runs a job with its data and retries one that fails', async () => {
    const database = await createTestDatabase();
    const jobs = new JobQueue(database, logger);
    cleanups.push(
      () => database.close(),
      () => jobs.stop(),
    );
    const seen: number[] = [];
    let attempts = 0;
    jobs.define<{ n: number }>({
      name: 'test-echo',
      handler: async ({ n }) => {
        seen.push(n);
      },
    });
    jobs.define<{ n: number }>({
      name: 'test-flaky',
      retryLimit: 2,
      handler: async () => {
        attempts++;
        if (attempts === 1) throw new Error('first try fails');
      },
    });
    await jobs.start();
    await jobs.send('test-echo', { n: 42 });
    const flakyId = await jobs.send('test-flaky', { n: 1 });
    await waitFor(() => (seen.includes(42) ? true : undefined));
    await waitFor(async () =>
      (await jobs.getJobState('test-flaky', flakyId ?? '')) === 'completed' ? true : undefined,
    );
    expect(attempts).toBe(2);
  });

  it('refuses to send a job nobody defined', async () => {
    const database = await createTestDatabase();
    const jobs = new JobQueue(database, logger);
    cleanups.push(() => database.close());
    await expect(jobs.send('nope', {})).rejects.toThrow('Unknown job nope');
  });

  it.runIf(process.env.TEST_DB !== 'postgres')(
    'runs a job again after the embedded process was killed in the middle of it',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-jobs-'));
      const fixture = path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        'fixtures/hanging-job-process.ts',
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
    },
    60_000,
  );
});
