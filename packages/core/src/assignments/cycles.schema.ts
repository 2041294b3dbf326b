import { z } from 'zod';

// Training cycles (recertification and retraining) and the admin's view of an employee's history.

export const cycleReasonSchema = z.enum(['assigned', 'recertification', 'retraining']);
export type CycleReason = z.infer<typeof cycleReasonSchema>;

export const cycleAttemptSchema = z.object({
  id: z.string(),
  courseVersion: z.number().int(),
  score: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});

export const cycleCertificateSchema = z.object({
  code: z.string(),
  courseVersion: z.number().int(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  status: z.enum(['valid', 'revoked', 'expired']),
});

/** One cycle of one course: what started it, when it was due, how it ended, and its attempts and certificates. */
export const courseCycleSchema = z.object({
  cycle: z.number().int(),
  reason: cycleReasonSchema,
  courseVersion: z.number().int(),
  startedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(['expired', 'retraining']).nullable(),
  progress: z.number().int(),
  completedAt: z.string().nullable(),
  attempts: z.array(cycleAttemptSchema),
  certificates: z.array(cycleCertificateSchema),
});
export type CourseCycle = z.infer<typeof courseCycleSchema>;

/** GET /api/tenant-admin/tenants/{tenantId}/users/{userId}/course-history: every cycle, newest first per course. */
export const courseHistorySchema = z.array(
  z.object({ courseId: z.string(), title: z.string(), cycles: z.array(courseCycleSchema) }),
);
export type CourseHistory = z.infer<typeof courseHistorySchema>;

/** An employee who passed an earlier version of the course than the organization's current one. */
export const outdatedCompleterSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  courseVersion: z.number().int(),
  completedAt: z.string().nullable(),
});
export type OutdatedCompleter = z.infer<typeof outdatedCompleterSchema>;

/** GET /api/tenant-admin/tenants/{tenantId}/courses/{courseId}/changes: what changed since the admin last answered. */
export const courseChangesSchema = z.object({
  courseVersion: z.number().int(),
  /** The catalogue's deck was replaced since the admin last reviewed the course. */
  deckReplaced: z.boolean(),
  /** Explanation changes approved since then. */
  approvedExplanations: z.number().int(),
  /** True while the admin has not said whether the changes are material. */
  needsReview: z.boolean(),
  /** Employees whose completion belongs to an earlier version (the retraining list). */
  outdatedCompleters: z.array(outdatedCompleterSchema),
});
export type CourseChanges = z.infer<typeof courseChangesSchema>;

/** POST .../changes/review: material bumps the course version (its completers of earlier versions are listed). */
export const reviewCourseChangeSchema = z.object({ material: z.boolean({ error: 'Say whether the change is material.' }) });

/** POST .../retraining: re-assign only these employees, due by this date; their certificates stay valid until then. */
export const retrainingSchema = z.object({
  userIds: z.array(z.uuid('User not found')).min(1, 'Choose at least one employee.').max(5000),
  dueDate: z.iso.date({ error: 'Enter the due date as a date (YYYY-MM-DD).' }),
});
export type Retraining = z.infer<typeof retrainingSchema>;

export const retrainingResultSchema = z.object({ reassigned: z.number().int() });

export const retrainingMessages = {
  dueInPast: 'The due date must be after today.',
  reassigned: (count: number) => (count === 1 ? '1 employee re-assigned' : `${count} employees re-assigned`),
  changeQuestion: 'This course changed. Is the change material (do employees need to retake it)?',
} as const;
