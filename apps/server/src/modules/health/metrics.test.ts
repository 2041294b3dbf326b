import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { allowList, metricsMessages } from './metrics-guard.ts';

const token = 'a-metrics-token-for-the-scraper';
const scrape = (t: Awaited<ReturnType<typeof createTestApp>>, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });

/** The value of one sample line, e.g. sample(text, 'complyra_jobs_failed{kind="x"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics is off unless a setting turns it on', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 saying how to turn it on', async () => {
    const res = await scrape(t, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: metricsMessages.off });
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
    t.jobs.define({
      name: 'metrics-probe',
      retryLimit: 0,
      handler: async () => {
        throw new Error('fails on purpose');
      },
    });
    await t.jobs.start();
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token, or with another', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token-at-all' }] as Record<string, string>[]) {
      const res = await scrape(t, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: metricsMessages.tokenRequired });
    }
  });

  it('counts requests and their durations by route pattern and status, in the Prometheus text format', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/thing-123' });
    await t.app.inject({ method: 'GET', url: '/api/media/courses/key-456/slide.png' });
    const res = await scrape(t, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    expect(text).toContain('# TYPE complyra_http_requests_total counter');
    expect(sample(text, 'complyra_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(2);
    expect(sample(text, 'complyra_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBe(2);
    expect(sample(text, 'complyra_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status="200"}')).toBe(2);
    expect(sample(text, 'complyra_http_request_duration_seconds_sum{method="GET",route="/api/health",status="200"}')).toBeGreaterThan(0);
    // An unknown address is one series, never its own URL.
    expect(sample(text, 'complyra_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('thing-123');
    // A route with a parameter is its pattern.
    expect(text).toMatch(/complyra_http_requests_total\{method="GET",route="\/api\/media\/\*",status="\d+"\} 1/);
    expect(text).not.toContain('key-456');
    // Refused scrapes are counted like any request.
    expect(sample(text, 'complyra_http_requests_total{method="GET",route="/api/metrics",status="401"}')).toBe(2);
  });

  it('reports the job queue depth and failures by kind, the courses being made, event-loop delay and memory', async () => {
    await t.jobs.send('metrics-probe', { n: 1 }, { startAfter: 3600 });
    const failing = await t.jobs.send('metrics-probe', { n: 2 });
    await waitFor(async () => ((await t.jobs.getJobState('metrics-probe', failing!)) === 'failed' ? true : undefined));
    await insertReadyCourse(t.database.db, { status: 'processing' });
    await insertReadyCourse(t.database.db, { status: 'ready' });

    const text = (await scrape(t, { authorization: `Bearer ${token}` })).body;
    expect(sample(text, 'complyra_job_queue_depth{kind="metrics-probe"}')).toBe(1);
    expect(sample(text, 'complyra_jobs_failed{kind="metrics-probe"}')).toBe(1);
    expect(sample(text, 'complyra_job_queue_started')).toBe(1);
    expect(sample(text, 'complyra_courses_being_made')).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });
});

describe('GET /api/metrics with METRICS_ALLOW', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7' } });
  });
  afterAll(() => t.close());

  it('serves the addresses listed and refuses the others', async () => {
    expect((await scrape(t, {}, '10.1.2.3')).statusCode).toBe(200);
    expect((await scrape(t, {}, '192.0.2.7')).statusCode).toBe(200);
    const refused = await scrape(t, {}, '192.0.2.8');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: metricsMessages.addressRefused });
    expect((await scrape(t, {}, '127.0.0.1')).statusCode).toBe(403);
  });
});

describe('the metrics address list', () => {
  it('reads addresses and ranges, IPv4 and IPv6', () => {
    const list = allowList('127.0.0.1, 10.0.0.0/8, ::1, fd00::/8');
    expect(list.check('10.255.0.1', 'ipv4')).toBe(true);
    expect(list.check('11.0.0.1', 'ipv4')).toBe(false);
    expect(list.check('::1', 'ipv6')).toBe(true);
    expect(list.check('fd12::5', 'ipv6')).toBe(true);
  });
});
