/** Durable job names of the course pipeline. */
export const coursePipelineJob = 'course-pipeline';
export const tenantCopyJob = 'course-tenant-copy';
export const courseRespeakJob = 'course-respeak';

export interface CoursePipelineJobData {
  courseId: string;
  version: number;
}

export interface TenantCopyJobData {
  courseId: string;
  tenantId: string;
}

export interface CourseRespeakJobData {
  courseId: string;
  version: number;
}
