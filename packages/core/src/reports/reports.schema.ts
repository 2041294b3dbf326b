import { z } from 'zod';

// The organization admin's overview: statistics, recent activity and the Users tab (spec 000 sections 2, 3, 7).

/** GET /api/admin/dashboard/statistics?tenantId= (the screen uses zeros when it fails). */
export const statisticsSchema = z.object({
  totalUsers: z.number().int(),
  totalCourses: z.number().int(),
  /** Percent of (employee, enabled course) pairs completed, to 1 decimal; 0 when there are none. */
  completionRate: z.number(),
  /** Counted per (employee, enabled course) pair. */
  trainingStatus: z.object({
    completed: z.number().int(),
    inProgress: z.number().int(),
    notStarted: z.number().int(),
  }),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const emptyStatistics: Statistics = {
  totalUsers: 0,
  totalCourses: 0,
  completionRate: 0,
  trainingStatus: { completed: 0, inProgress: 0, notStarted: 0 },
};

const courseTitleSchema = z.object({ courseId: z.string(), title: z.string() });

/** One employee's courses (the enabled courses of the organization) split by state. */
export const activityCoursesSchema = z.object({
  total: z.number().int(),
  notStarted: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  inProgressDetails: z.array(courseTitleSchema.extend({ progress: z.number() })),
  completedDetails: z.array(courseTitleSchema),
  notStartedDetails: z.array(courseTitleSchema),
});
export type ActivityCourses = z.infer<typeof activityCoursesSchema>;

/** One employee row of Recent Activity and of the Users tab. lastActivityAt is null when they never played. */
export const activityEntrySchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  lastActivityAt: z.string().nullable(),
  courses: activityCoursesSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/**
 * GET /api/admin/dashboard/recent-activity?tenantId= (most recent first, only employees with activity)
 * and GET /api/admin/dashboard/users-progress?tenantId= (every employee, name order).
 */
export const activityListSchema = z.array(activityEntrySchema);
export type ActivityList = z.infer<typeof activityListSchema>;

export const reportsMessages = {
  statisticsFailed: 'Failed to load statistics. Using default values.',
  activityFailed: 'Failed to load recent activity. Using empty array.',
  usersFailed: 'Failed to load users',
  noActivity: 'No recent activity found.',
  noUsers: 'No users found for this organization.',
  loadingUsers: 'Loading users...',
  loadingActivity: 'Loading activity...',
  activityDescription: 'Latest user course activity',
  noInProgress: 'No courses in progress',
  noCompleted: 'No completed courses',
  noNotStarted: 'No courses not started',
} as const;

/** The query of the three admin overview calls. */
export const reportsQuerySchema = z.object({ tenantId: z.uuid('Organization not found') });

/** How many employees Recent Activity lists. */
export const recentActivityLimit = 20;
