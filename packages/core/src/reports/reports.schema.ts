import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../system/paging.schema.ts';

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
  /** (employee, enabled course) pairs past their due date and not passed. */
  overdue: z.number().int(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const emptyStatistics: Statistics = {
  totalUsers: 0,
  totalCourses: 0,
  completionRate: 0,
  trainingStatus: { completed: 0, inProgress: 0, notStarted: 0 },
  overdue: 0,
};

const courseTitleSchema = z.object({ courseId: z.string(), title: z.string() });

/** One employee's courses (the enabled courses of the organization) split by state. */
export const activityCoursesSchema = z.object({
  total: z.number().int(),
  notStarted: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  /** Courses past this employee's due date and not passed. */
  overdue: z.number().int(),
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
  /** Added without a password and has not opened their invite yet (the Users tab offers Resend invite). */
  invitePending: z.boolean(),
  courses: activityCoursesSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /api/admin/dashboard/recent-activity?tenantId=: the employees who played last, most recent first. */
export const activityListSchema = z.array(activityEntrySchema);
export type ActivityList = z.infer<typeof activityListSchema>;

/** The Users tab's columns it can be ordered by; status orders Not Started, In Progress, Completed. */
export const usersProgressSorts = ['name', 'email', 'notStarted', 'inProgress', 'completed', 'status'] as const;
export type UsersProgressSort = (typeof usersProgressSorts)[number];

/**
 * GET /api/admin/dashboard/users-progress?tenantId=&page=&limit=&sort=&order=&search=: one page of the
 * organization's employees (search by name or e-mail), name order unless asked. Not a call of the spec,
 * so it always answers a page (page 1 of 20 when none is asked for).
 */
export const usersProgressQuerySchema = listQuerySchema(usersProgressSorts).extend({
  tenantId: z.uuid('Organization not found'),
});
export const usersProgressPageSchema = pageSchema(activityEntrySchema);
export type UsersProgressPage = z.infer<typeof usersProgressPageSchema>;

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

/**
 * GET /api/admin/dashboard/users-progress/export.csv?tenantId=&search=: every employee the Users tab would
 * list (searched as it is), name order, as one streamed CSV file.
 */
export const usersExportQuerySchema = z.object({
  tenantId: z.uuid('Organization not found'),
  search: listQuerySchema(usersProgressSorts).shape.search,
});

export const usersExportMessages = {
  button: 'Export CSV',
  failed: 'Failed to export users',
} as const;

/** The columns of the Users export, in order. */
export const usersExportColumns = [
  'Name', 'Email', 'Not Started', 'In Progress', 'Completed', 'Overdue', 'Total Courses', 'Overall Status', 'Invite Pending', 'Last Activity',
] as const;

/** The query of the three admin overview calls. */
export const reportsQuerySchema = z.object({ tenantId: z.uuid('Organization not found') });

/** How many employees Recent Activity lists. */
export const recentActivityLimit = 20;

/** GET /api/superadmin/summary: the super user's three cards, counted in one query. */
export const platformSummarySchema = z.object({
  totalOrganizations: z.number().int(),
  /** Organizations and courses added in the last 30 days ("+N from last month"). */
  organizationsAddedLastMonth: z.number().int(),
  totalCourses: z.number().int(),
  coursesAddedLastMonth: z.number().int(),
  /** Employees of every organization (admins are not counted), as the organization lists count them. */
  totalUsers: z.number().int(),
});
export type PlatformSummary = z.infer<typeof platformSummarySchema>;
