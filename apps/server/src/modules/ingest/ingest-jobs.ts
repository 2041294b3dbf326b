import type { JobQueue } from '../../jobs/job-queue.ts';
import { failCourse, failTenantCopy, type PipelineDeps, runCoursePipeline, runTenantCopy } from './course-pipeline.ts';
import { failCourseRespeak, runCourseRespeak } from './course-respeak.ts';
import {
  courseRespeakJob,
  type CourseRespeakJobData,
  coursePipelineJob,
  type CoursePipelineJobData,
  tenantCopyJob,
  type TenantCopyJobData,
} from './ingest-job-names.ts';

/** Registers the pipeline's durable jobs: a failure is retried, the last failure is shown on the course. */
export function defineIngestJobs(jobs: JobQueue, deps: PipelineDeps) {
  jobs.define<CoursePipelineJobData>({
    name: coursePipelineJob,
    retryLimit: 2,
    expireInSeconds: 1800,
    handler: async (data, run) => {
      try {
        await runCoursePipeline(deps, data);
      } catch (error) {
        if (!run.isFinalAttempt) throw error;
        await failCourse(deps, data, error);
      }
    },
  });
  jobs.define<TenantCopyJobData>({
    name: tenantCopyJob,
    retryLimit: 2,
    expireInSeconds: 1800,
    handler: async (data, run) => {
      try {
        await runTenantCopy(deps, data);
      } catch (error) {
        if (!run.isFinalAttempt) throw error;
        await failTenantCopy(deps, data, error);
      }
    },
  });
  jobs.define<CourseRespeakJobData>({
    name: courseRespeakJob,
    retryLimit: 2,
    expireInSeconds: 1800,
    handler: async (data, run) => {
      try {
        await runCourseRespeak(deps, data);
      } catch (error) {
        if (!run.isFinalAttempt) throw error;
        await failCourseRespeak(deps, data, error);
      }
    },
  });
}
