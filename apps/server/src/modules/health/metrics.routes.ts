import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { family } from '../../plugins/metrics.ts';
import { metricsGuard } from './metrics-guard.ts';
import { coursesBeingMade, jobCounts } from './metrics.repository.ts';

// GET /api/metrics for Prometheus: the request and process figures the metrics plugin keeps, and at each
// scrape the job queue's depth and failures by kind and the courses being made. Guarded by METRICS_TOKEN /
// METRICS_ALLOW, off by default.
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/metrics', { config: { access: { public: true } }, onRequest: metricsGuard(app.env) }, async (_request, reply) => {
    const [jobs, making] = await Promise.all([jobCounts(app.database.sql), coursesBeingMade(app.database.db)]);
    const kinds = [...new Set(jobs.map((job) => job.kind))];
    const jobsIn = (kind: string, states: string[]) =>
      jobs.filter((job) => job.kind === kind && states.includes(job.state)).reduce((sum, job) => sum + job.jobs, 0);
    const text = [
      app.metrics.requests.text(),
      family('complyra_job_queue_depth', 'gauge', 'Jobs waiting to run (created or to be retried), by kind.',
        kinds.map((kind) => ['', { kind }, jobsIn(kind, ['created', 'retry'])])),
      family('complyra_jobs_failed', 'gauge', 'Jobs failed for good (no retry left) still kept by the queue, by kind.',
        kinds.map((kind) => ['', { kind }, jobsIn(kind, ['failed'])])),
      family('complyra_jobs', 'gauge', 'Jobs kept by the queue, by kind and state.',
        jobs.map((job) => ['', { kind: job.kind, state: job.state }, job.jobs])),
      family('complyra_job_queue_started', 'gauge', 'Whether this server\'s job queue runs (1) or not (0).', [['', {}, app.jobs.isStarted ? 1 : 0]]),
      family('complyra_courses_being_made', 'gauge', 'Uploaded courses whose pipeline is still running.', [['', {}, making.courses]]),
      family('complyra_course_copies_being_made', 'gauge', 'Organizations\' copies of courses still being made.', [['', {}, making.copies]]),
      app.metrics.process.text(),
    ].join('\n');
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(`${text}\n`);
  });
};
