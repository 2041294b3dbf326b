import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// What GET /api/metrics reports about the process and its HTTP traffic, in the Prometheus text format
// (version 0.0.4). Written here rather than with prom-client, which the project does not install: the
// format is a few lines of text, and these are the only metrics the server keeps.

/** Upper bounds of the request-duration histogram, in seconds. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;

/** A line's labels: {method="GET",route="/api/health"}, values escaped as the format asks. */
export function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([name, value]) =>
    `${name}="${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n')}"`);
  return pairs.length > 0 ? `{${pairs.join(',')}}` : '';
}

/** One metric family: its HELP and TYPE lines, then one line per sample. */
export function family(name: string, type: 'counter' | 'gauge' | 'histogram', help: string, samples: [string, Labels, number][]) {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];
  for (const [suffix, labels, value] of samples) lines.push(`${name}${suffix}${labelText(labels)} ${formatValue(value)}`);
  return lines.join('\n');
}

const formatValue = (value: number) => (Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : 'NaN');

interface RequestSeries {
  labels: Labels;
  count: number;
  sum: number;
  /** Cumulative counts per bucket of durationBuckets. */
  buckets: number[];
}

/** Counts and durations of the requests answered, by method, route (its pattern, never the raw URL) and status. */
export class RequestMetrics {
  private readonly series = new Map<string, RequestSeries>();

  observe(method: string, route: string, status: number, seconds: number) {
    const labels = { method, route, status: String(status) };
    const key = `${method} ${route} ${status}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels, count: 0, sum: 0, buckets: durationBuckets.map(() => 0) };
      this.series.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    durationBuckets.forEach((bound, i) => {
      if (seconds <= bound) series.buckets[i]! += 1;
    });
  }

  text(): string {
    const all = [...this.series.values()];
    const counts = family('complyra_http_requests_total', 'counter', 'HTTP requests answered, by method, route and status.',
      all.map((s) => ['', s.labels, s.count]));
    const durations = family('complyra_http_request_duration_seconds', 'histogram', 'Time to answer an HTTP request, by method, route and status.',
      all.flatMap((s) => [
        ...durationBuckets.map((bound, i): [string, Labels, number] => ['_bucket', { ...s.labels, le: String(bound) }, s.buckets[i]!]),
        ['_bucket', { ...s.labels, le: '+Inf' }, s.count] as [string, Labels, number],
        ['_sum', s.labels, s.sum] as [string, Labels, number],
        ['_count', s.labels, s.count] as [string, Labels, number],
      ]));
    return `${counts}\n${durations}`;
  }
}

/** Event-loop delay (what every request waits behind), memory and processor time of this process. */
export class ProcessMetrics {
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 20 });
  private readonly startSeconds = Date.now() / 1000 - process.uptime();

  start() {
    this.loopDelay.enable();
  }

  stop() {
    this.loopDelay.disable();
  }

  text(): string {
    const seconds = (nanoseconds: number) => nanoseconds / 1e9;
    const delay = this.loopDelay;
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const text = [
      family('complyra_event_loop_delay_seconds', 'gauge', 'Event-loop delay since the last scrape: percentiles and maximum.', [
        ['', { quantile: '0.5' }, seconds(delay.percentile(50))],
        ['', { quantile: '0.9' }, seconds(delay.percentile(90))],
        ['', { quantile: '0.99' }, seconds(delay.percentile(99))],
        ['', { quantile: '1' }, seconds(delay.max)],
      ]),
      family('complyra_process_memory_bytes', 'gauge', 'Memory of the server process, by kind.', [
        ['', { kind: 'rss' }, memory.rss],
        ['', { kind: 'heap_used' }, memory.heapUsed],
        ['', { kind: 'heap_total' }, memory.heapTotal],
        ['', { kind: 'external' }, memory.external],
        ['', { kind: 'array_buffers' }, memory.arrayBuffers],
      ]),
      family('process_resident_memory_bytes', 'gauge', 'Resident memory of the server process.', [['', {}, memory.rss]]),
      family('process_cpu_seconds_total', 'counter', 'Processor time the server process used.', [['', {}, (cpu.user + cpu.system) / 1e6]]),
      family('process_start_time_seconds', 'gauge', 'When the server process started, in seconds since 1970.', [['', {}, this.startSeconds]]),
    ].join('\n');
    // Each scrape reports the delay since the previous one: a stall shows in the scrape that follows it.
    delay.reset();
    return text;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { requests: RequestMetrics; process: ProcessMetrics };
  }
}

/**
 * Counts every answered request by its route pattern (an unknown path counts as "unmatched", so a scan of
 * random addresses cannot grow the series without end) and keeps the process figures; only when metrics are
 * on (`enabled`), so a server that is never scraped pays nothing for them.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean }) => {
    const requests = new RequestMetrics();
    const processMetrics = new ProcessMetrics();
    app.decorate('metrics', { requests, process: processMetrics });
    if (!opts.enabled) return;
    processMetrics.start();
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      requests.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
    app.addHook('onClose', async () => processMetrics.stop());
  },
  { name: 'metrics' },
);
