import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { createIngestEngines } from '../providers/create-ingest-engines.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { redactTokensInUrl } from './redact-url.ts';

describe('invite tokens in the server log', () => {
  const lines: string[] = [];
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long' });
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    const engines = createIngestEngines(env);
    app = await buildApp({ env, database, jobs: new JobQueue(database, logger), logger, engines });
    await app.ready();
    close = async () => {
      await app.close();
      await engines.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('logs GET /api/auth/invites/{token} without the token', async () => {
    const token = 'secret-invite-token-0123456789';
    const res = await app.inject({ method: 'GET', url: `/api/auth/invites/${token}` });
    expect(res.statusCode).toBe(404);
    const log = lines.join('');
    expect(log).toContain('/api/auth/invites/[redacted]');
    expect(log).not.toContain(token);
  });

  it('redacts only the token segment', () => {
    expect(redactTokensInUrl('/api/auth/invites/abc?x=1')).toBe('/api/auth/invites/[redacted]?x=1');
    expect(redactTokensInUrl('/api/auth/invites/accept')).toBe('/api/auth/invites/accept');
    expect(redactTokensInUrl('/api/health')).toBe('/api/health');
  });
});
