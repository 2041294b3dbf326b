import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

// What GET /api/metrics reports, kept with prom-client in one registry per app: the HTTP traffic here, the
// process's figures (memory, processor time, event-loop delay) from prom-client's default collectors, and
// what the metrics route adds at each scrape (the job queue, courses being made).

/** Upper bounds of the request-duration histogram, in seconds. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AppMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  durations: Histogram<'method' | 'route' | 'status'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Counts every answered request by its route pattern (an unknown path counts as "unmatched", so a scan of
 * random addresses cannot grow the series without end) and collects the process figures; only when metrics
 * are on (`enabled`), so a server that is never scraped pays nothing for them (no event-loop monitor, no hook).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean }) => {
    const registry = new Registry();
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'complyra_http_requests_total', help: 'HTTP requests answered, by method, route and status.', labelNames, registers: [registry],
    });
    const durations = new Histogram({
      name: 'complyra_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route and status.',
      labelNames,
      buckets: durationBuckets,
      registers: [registry],
    });
    app.decorate('metrics', { registry, requests, durations });
    if (!opts.enabled) return;
    // process_* (memory, processor time, start time) and nodejs_* (event-loop delay percentiles, heap, GC).
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);
