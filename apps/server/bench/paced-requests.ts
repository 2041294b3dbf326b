// Requests sent at an even pace, whether or not the earlier ones were answered (an open loop), over a fixed
// number of kept-alive connections. autocannon's rate option lets each connection send its share of a second's
// requests back to back when the second starts, so "400 a second" arrives as a burst of 400 at every second
// boundary and its latencies measure how fast that burst drains, not how long a learner waits. Here request i is
// due at start + i / rate, and its time is counted from when it was due: a request that waited for a free
// connection, or for this process's own event loop, counts that wait too (no coordinated omission).
import http from 'node:http';

export interface PacedRequest { method: string; path: string; body?: string; headers?: Record<string, string> }

export interface PacedResult { total: number; perSecond: number; failed: number; p50: number; p99: number; max: number }

/** The nearest-rank percentile p (0–100) of some times; NaN of none. */
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)] ?? Number.NaN;

export async function pacedRequests(options: {
  base: string; connections: number; rate: number; seconds: number; request: (i: number) => PacedRequest;
}): Promise<PacedResult> {
  const { base, connections, rate, seconds, request } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  const count = Math.round(rate * seconds);
  const times: number[] = [];
  let failed = 0;
  const answers: Promise<void>[] = [];
  const start = performance.now();
  const send = (i: number, due: number) => new Promise<void>((resolve) => {
    const { method, path, body, headers } = request(i);
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode && res.statusCode < 400) times.push(performance.now() - due);
        else failed++;
        resolve();
      });
    });
    req.on('error', () => {
      failed++;
      resolve();
    });
    req.end(body);
  });
  for (let i = 0; i < count;) {
    const now = performance.now();
    // Every request already due goes now; then sleep until the next one is due.
    for (; i < count && start + (i * 1000) / rate <= now; i++) answers.push(send(i, start + (i * 1000) / rate));
    if (i < count) await new Promise((r) => setTimeout(r, Math.max(0, start + (i * 1000) / rate - performance.now())));
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    total: times.length, perSecond: times.length / elapsed, failed,
    p50: percentile(times, 50), p99: percentile(times, 99), max: times.length > 0 ? Math.max(...times) : Number.NaN,
  };
}
