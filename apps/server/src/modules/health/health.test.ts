import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { probePathMessage } from '../../plugins/web-app.ts';
import { createEmptyPostgresDatabase } from '../../test/test-database.ts';
import { createTestApp } from '../../test/test-app.ts';

/** A database no migration has touched yet: in memory, or a new PostgreSQL database (dropped by drop()). */
async function openUnmigratedDatabase() {
  if (process.env.TEST_DB !== 'postgres') return { database: await openDatabase({}), drop: async () => {} };
  const created = await createEmptyPostgresDatabase();
  return { database: await openDatabase({ url: created.url }), drop: created.drop };
}

describe('health and API errors', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 404 with a JSON message for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No API route POST /api/does/not/exist' });
  });

  it('sets a Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain('default-src \'self\'');
  });
});

// GET /api/ready tells a load balancer whether to send this server work: the database answers and the job
// queue runs (it starts after the server listens), and not while the server stops.
describe('readiness', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><body>Complyra</body></html>');
    t = await createTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    fs.rmSync(distDir, { recursive: true, force: true });
    await t.close();
  });
  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

  it('does not answer the usual probe addresses with the web app page', async () => {
    for (const url of ['/health', '/healthz', '/readyz', '/metrics', '/docs', '/ready', '/Health/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: probePathMessage });
    }
    // Pages of the web app still get it.
    expect((await t.app.inject({ method: 'GET', url: '/dashboard' })).body).toContain('Complyra');
  });
  it('answers 503 until the job queue has started, then 200, and 503 again once it stops', async () => {
    const starting = await ready();
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'not ready', database: 'up', migrations: 'applied', jobQueue: 'not started' });
    // The liveness check does not wait for the queue.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await t.jobs.start();
    const started = await ready();
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ status: 'ready' });

    const stopping = t.jobs.stop();
    expect((await ready()).json()).toMatchObject({ status: 'not ready', jobQueue: 'not started' });
    await stopping;
    expect((await ready()).statusCode).toBe(503);
  });

  it('answers 503 when the database does not answer', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.database.close();
      const down = await fresh.app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'not ready', database: 'down', migrations: 'unknown' });
    } finally {
      await fresh.close().catch(() => {});
    }
  });

  it('answers 503 until the database has every migration applied', async () => {
    const unmigrated = await openUnmigratedDatabase();
    const fresh = await createTestApp({ database: unmigrated.database, startJobs: false });
    try {
      const before = await fresh.app.inject({ method: 'GET', url: '/api/ready' });
      expect(before.statusCode).toBe(503);
      expect(before.json()).toEqual({ status: 'not ready', database: 'up', migrations: 'pending', jobQueue: 'not started' });
      await unmigrated.database.migrate();
      await fresh.jobs.start();
      const after = await fresh.app.inject({ method: 'GET', url: '/api/ready' });
      expect(after.json()).toEqual({ status: 'ready' });
    } finally {
      await fresh.close();
      await unmigrated.drop();
    }
  });

  it('answers 503 while the server closes', async () => {
    const closingApp = await createTestApp({ startJobs: true });
    try {
      await closingApp.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(closingApp.app.server.address() as AddressInfo).port}`;
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
      const closing = closingApp.app.close();
      // New connections are refused while it closes (and a request on a connection still open gets 503).
      const during = await fetch(`${base}/api/ready`).then((res) => res.status, () => 'refused');
      expect([503, 'refused']).toContain(during);
      await closing;
    } finally {
      await closingApp.close();
    }
  });
});
