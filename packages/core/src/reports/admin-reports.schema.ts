import { z } from 'zod';

// The organization admin's Reports tab (issue 30): completions per week, status per course, and average
// score and pass rate per course, over the organization's enabled courses and its current employees
// (admins and anonymized people are left out, as on the Users tab).

export const reportStatuses = ['completed', 'inProgress', 'notStarted', 'overdue'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

const isoDay = z.iso.date('Use a date as YYYY-MM-DD');

/** GET /api/admin/reports?tenantId=&courseId=&status=&from=&to= (and each report's .csv). */
export const adminReportsQuerySchema = z
  .object({
    tenantId: z.uuid('Organization not found'),
    courseId: z.uuid('Course not found').optional(),
    status: z.enum(reportStatuses).optional(),
    /** First and last day (UTC, inclusive) of completions and quiz attempts counted. */
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must be on or before the end date' });
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

/** Completions (progress reaching 100) in one ISO week, which starts on the Monday `week`. */
export const completionWeekSchema = z.object({ week: z.string(), completions: z.number().int() });

/**
 * Each employee counts once per course, in one state: completed (progress 100), else overdue (past their
 * due date), else in progress, else not started. With a status filter, only that state is counted.
 */
export const courseStatusCountsSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  completed: z.number().int(),
  inProgress: z.number().int(),
  notStarted: z.number().int(),
  overdue: z.number().int(),
});

/** Submitted quiz attempts: their average score (percent, 1 decimal) and the percent that passed; null without attempts. */
export const courseScoreSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  attempts: z.number().int(),
  averageScore: z.number().nullable(),
  passRate: z.number().nullable(),
});

export const adminReportsSchema = z.object({
  completionsPerWeek: z.array(completionWeekSchema),
  statusPerCourse: z.array(courseStatusCountsSchema),
  scoresPerCourse: z.array(courseScoreSchema),
});
export type AdminReports = z.infer<typeof adminReportsSchema>;
export type CompletionWeek = z.infer<typeof completionWeekSchema>;
export type CourseStatusCounts = z.infer<typeof courseStatusCountsSchema>;
export type CourseScore = z.infer<typeof courseScoreSchema>;

export const adminReportNames = ['completions', 'status', 'scores'] as const;
export type AdminReportName = (typeof adminReportNames)[number];

/** Each report's CSV header row. */
export const adminReportColumns = {
  completions: ['Week Starting', 'Completions'],
  status: ['Course', 'Completed', 'In Progress', 'Not Started', 'Overdue'],
  scores: ['Course', 'Submitted Attempts', 'Average Score (%)', 'Pass Rate (%)'],
} as const satisfies Record<AdminReportName, readonly string[]>;

export const adminReportsMessages = {
  tab: 'Reports',
  completionsTitle: 'Completions per week',
  statusTitle: 'Status per course',
  scoresTitle: 'Average score and pass rate per course',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  exportCsv: 'Export CSV',
  empty: 'No data for these filters.',
  loadFailed: 'Failed to load reports',
  exportFailed: 'Failed to export the report',
} as const;
