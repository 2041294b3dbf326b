import { z } from 'zod';
import { dueStatusSchema } from '../assignments/due-dates.ts';
export { learnerMessages } from './learner.messages.ts';

/** GET /api/user-dashboard/profile */
export const profileSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/user-dashboard/dashboard/{userId}/courses: one record per course of the employee. */
export const userCourseRecordSchema = z.object({
  courseId: z.string(),
  progress: z.number().int(),
  canDownloadCertificate: z.boolean(),
  certificateUrl: z.string().nullable(),
  canRetakeQuiz: z.boolean(),
  /** This employee's due moment (the course's rule applied to when they were added), or null. */
  dueAt: z.string().nullable(),
  dueStatus: dueStatusSchema,
});
export type UserCourseRecord = z.infer<typeof userCourseRecordSchema>;

/** GET /api/tenant-admin/user/enabled-courses?tenantId= */
export const enabledCoursesQuerySchema = z.object({ tenantId: z.uuid('Organization not found') });

/** GET /api/user-dashboard/dashboard/{userId}/courses */
export const userIdParamsSchema = z.object({ userId: z.uuid('User not found') });
export const userCourseRecordListSchema = z.array(userCourseRecordSchema);
