import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { waitFor } from '../test/wait-for.ts';
import { JobQueue } from './job-queue.ts';

const logger = pino({ level: 'silent' });

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
});
