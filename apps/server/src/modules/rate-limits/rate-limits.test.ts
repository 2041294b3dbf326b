import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailuresKeptMinutes } from '../auth/sessions.repository.ts';
import { pruneBatch } from '../../db/prune-oldest.ts';
import { login, signInSuperUser, superUser } from '../../test/actors.ts';
import { createSecondServer } from '../../test/second-server.ts';
import { createTestApp } from '../../test/test-app.ts';
import { takeRateLimit } from './rate-limit.ts';

const verifyMessage = 'Too many verification requests. Please try again later.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('limits kept in the database', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof createSecondServer>>;
  const count = async (query: string, values: unknown[] = []) =>
    Number(((await t.database.sql.executeSql(query, values)).rows[0] as { n: number | string }).n);

  beforeAll(async () => {
    t = await createTestApp();
    second = await createSecondServer(t.database);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('holds the certificate lookup limit across two servers on one database: 30 a minute per address, not 30 each', async () => {
    const servers = [t.app, second.app];
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await servers[i % 2]!.inject({ method: 'GET', url: '/api/certificates/verify/ZZZZ-ZZZZ-ZZZZ', remoteAddress: '10.7.7.7' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().message).toBe(verifyMessage);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses.filter((s) => s === 404).length).toBe(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    // Another address has its own window.
    expect((await second.app.inject({ method: 'GET', url: '/api/certificates/verify/ZZZZ-ZZZZ-ZZZZ', remoteAddress: '10.7.7.8' })).statusCode).toBe(404);
  });

  it('starts a new window once the last one has ended, and prunes ended windows', async () => {
    const limit = { key: 'test:window', limit: 2, windowSeconds: 1, message: 'Slow down.' };
    await takeRateLimit(t.database.db, limit);
    await takeRateLimit(t.database.db, limit);
    await expect(takeRateLimit(t.database.db, limit)).rejects.toMatchObject({
      statusCode: 429,
      message: 'Slow down.',
      headers: { 'retry-after': '1' },
    });
    await sleep(1100);
    await expect(takeRateLimit(t.database.db, limit)).resolves.toBeUndefined();
    await sleep(1100);
    // A window starting for another key deletes the ended one.
    await takeRateLimit(t.database.db, { ...limit, key: 'test:other' });
    expect(await count('SELECT count(*) AS n FROM rate_limits WHERE key = $1', ['test:window'])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM rate_limits WHERE key = $1', ['test:other'])).toBe(1);
  });

  it('prunes old sign-in failures a batch per failure, keeping those a window still counts', async () => {
    const old = pruneBatch + 20;
    await t.database.sql.executeSql(
      `INSERT INTO login_failures (key, failed_at) SELECT 'pair:old@x.test|1.1.1.1', now() - interval '${loginFailuresKeptMinutes + 5} minutes'
       FROM generate_series(1, ${old})`,
    );
    await t.database.sql.executeSql(`INSERT INTO login_failures (key, failed_at) VALUES ('pair:recent@x.test|1.1.1.1', now() - interval '14 minutes')`);
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@x.test', password: 'wrong-pass-1' }, remoteAddress: '10.8.8.8' });
    expect((await attempt()).statusCode).toBe(401);
    expect(await count(`SELECT count(*) AS n FROM login_failures WHERE key LIKE 'pair:old@%'`)).toBe(old - pruneBatch);
    expect((await attempt()).statusCode).toBe(401);
    expect(await count(`SELECT count(*) AS n FROM login_failures WHERE key LIKE 'pair:old@%'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM login_failures WHERE key LIKE 'pair:recent@%'`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM login_failures WHERE key LIKE 'pair:nobody@%'`)).toBe(2);
  });

  it('deletes expired sessions a batch per sign-in, never a live one', async () => {
    const token = await signInSuperUser(t.app, t.database);
    const expired = pruneBatch + 20;
    await t.database.sql.executeSql(
      `INSERT INTO sessions (user_id, tenant_id, expires_at)
       SELECT u.id, u.tenant_id, now() - interval '1 minute' FROM users u CROSS JOIN generate_series(1, ${expired}) WHERE u.email = $1`,
      [superUser.email],
    );
    const live = await count('SELECT count(*) AS n FROM sessions WHERE expires_at > now()');
    expect(await count('SELECT count(*) AS n FROM sessions WHERE expires_at <= now()')).toBe(expired);
    await login(t.app, superUser);
    expect(await count('SELECT count(*) AS n FROM sessions WHERE expires_at <= now()')).toBe(expired - pruneBatch);
    await login(t.app, superUser);
    expect(await count('SELECT count(*) AS n FROM sessions WHERE expires_at <= now()')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM sessions WHERE expires_at > now()')).toBe(live + 2);
    // The first session still works.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });
});
