import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import { metricsGuard } from './metrics-guard.ts';
import { coursesBeingMade, jobCounts } from './metrics.repository.ts';

// GET /api/metrics for Prometheus: the request and process figures the metrics plugin keeps, and at each
// scrape the job queue's depth and failures by kind and the courses being made. Guarded by METRICS_TOKEN /
// METRICS_ALLOW, off by default.
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registry } = app.metrics;
  const registers = [registry];
  const queueDepth = new Gauge({ name: 'complyra_job_queue_depth', help: 'Jobs waiting to run (created or to be retried), by kind.', labelNames: ['kind'], registers });
  const failed = new Gauge({ name: 'complyra_jobs_failed', help: 'Jobs failed for good (no retry left) still kept by the queue, by kind.', labelNames: ['kind'], registers });
  const kept = new Gauge({ name: 'complyra_jobs', help: 'Jobs kept by the queue, by kind and state.', labelNames: ['kind', 'state'], registers });
  const started = new Gauge({ name: 'complyra_job_queue_started', help: 'Whether this server\'s job queue runs (1) or not (0).', registers });
  const courses = new Gauge({ name: 'complyra_courses_being_made', help: 'Uploaded courses whose pipeline is still running.', registers });
  const copies = new Gauge({ name: 'complyra_course_copies_being_made', help: 'Organizations\' copies of courses still being made.', registers });

  /** The figures read from the database, set afresh at each scrape. */
  async function readQueueAndCourses() {
    const [jobs, making] = await Promise.all([jobCounts(app.database.sql), coursesBeingMade(app.database.db)]);
    for (const gauge of [queueDepth, failed, kept]) gauge.reset();
    for (const job of jobs) {
      kept.set({ kind: job.kind, state: job.state }, job.jobs);
      if (job.state === 'created' || job.state === 'retry') queueDepth.inc({ kind: job.kind }, job.jobs);
      if (job.state === 'failed') failed.inc({ kind: job.kind }, job.jobs);
      // Every kind the queue keeps has a depth and a failure line, zero when none.
      queueDepth.inc({ kind: job.kind }, 0);
      failed.inc({ kind: job.kind }, 0);
    }
    started.set(app.jobs.isStarted ? 1 : 0);
    courses.set(making.courses);
    copies.set(making.copies);
  }

  app.get('/metrics', { config: { access: { public: true } }, onRequest: metricsGuard(app.env) }, async (_request, reply) => {
    await readQueueAndCourses();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};
