import type { JobQueue } from '../../jobs/job-queue.ts';
import { failCourse, failTenantCopy, type PipelineDeps, runCoursePipeline, runTenantCopy } from './course-pipeline.ts';
import { failCourseRespeak, runCourseRespeak } from './course-respeak.ts';
import { courseRespeakJob, coursePipelineJob, tenantCopyJob } from './ingest-job-names.ts';

/**
 * One durable job of the pipeline: a failure is retried twice; the last failure is stored where the
 * super user or admin sees it (the course, the organization's copy, the re-speaking).
 */
function defineRetriedJob<T extends object>(
  jobs: JobQueue,
  deps: PipelineDeps,
  name: string,
  run: (deps: PipelineDeps, data: T) => Promise<void>,
  fail: (deps: PipelineDeps, data: T, error: unknown) => Promise<void>,
) {
  jobs.define<T>({
    name,
    retryLimit: 2,
    expireInSeconds: 1800,
    handler: async (data, attempt) => {
      try {
        await run(deps, data);
      } catch (error) {
        if (!attempt.isFinalAttempt) throw error;
        await fail(deps, data, error);
      }
    },
  });
}

/** Registers the pipeline's durable jobs. */
export function defineIngestJobs(jobs: JobQueue, deps: PipelineDeps) {
  defineRetriedJob(jobs, deps, coursePipelineJob, runCoursePipeline, failCourse);
  defineRetriedJob(jobs, deps, tenantCopyJob, runTenantCopy, failTenantCopy);
  defineRetriedJob(jobs, deps, courseRespeakJob, runCourseRespeak, failCourseRespeak);
}
