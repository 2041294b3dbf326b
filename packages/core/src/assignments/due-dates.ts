import { z } from 'zod';
import { dayMs } from './describe-due.ts';
export { dayMs, describeDue } from './describe-due.ts';

// When an organization wants a course finished: by a fixed date, or within N days of an employee being
// added (the onboarding window auditors sample; someone added later gets their own date). Optional.

export const dueSoonDays = 7;
export const maxDueDays = 730;

export const dueMessages = {
  both: 'Choose a due date or a number of days, not both.',
  days: `Days must be a whole number from 1 to ${maxDueDays}.`,
  date: 'Enter the due date as a date (YYYY-MM-DD).',
} as const;

/** The due fields of Set Course Properties / Edit Properties: left out keeps what is set, null clears it. */
export const dueFields = {
  dueDate: z.iso.date({ error: dueMessages.date }).nullable().optional(),
  dueDays: z.number({ error: dueMessages.days }).int(dueMessages.days).min(1, dueMessages.days).max(maxDueDays, dueMessages.days)
    .nullable()
    .optional(),
};

/** Both at once is refused: one course has one rule for its due date. */
export function checkDueFields(value: { dueDate?: string | null; dueDays?: number | null }, ctx: z.RefinementCtx) {
  if (value.dueDate && value.dueDays) ctx.addIssue({ code: 'custom', message: dueMessages.both });
}

export interface DueRule {
  dueDate: string | null;
  dueDays: number | null;
  /** When the organization assigned the course: a window of days starts then for employees already there. */
  assignedAt: Date;
}

/** The moment one employee's course is due: the end of the fixed date (UTC), or N days after they were added or the course assigned, whichever is later. */
export function employeeDueAt(rule: DueRule, employeeAddedAt: Date): Date | null {
  if (rule.dueDate) return new Date(`${rule.dueDate}T23:59:59.999Z`);
  if (rule.dueDays) return new Date(Math.max(rule.assignedAt.getTime(), employeeAddedAt.getTime()) + rule.dueDays * dayMs);
  return null;
}

/** When one employee's course is due: its open cycle's own moment (a course re-opened for recertification), else the course's rule. */
export function courseDueAt(row: DueRule & { cycleDueAt: Date | string | null }, employeeAddedAt: Date): Date | null {
  return row.cycleDueAt ? new Date(row.cycleDueAt) : employeeDueAt(row, employeeAddedAt);
}

export const dueStatusSchema = z.enum(['none', 'on-time', 'due-soon', 'overdue', 'completed-on-time', 'completed-late']);
export type DueStatus = z.infer<typeof dueStatusSchema>;

export function dueStatus(dueAt: Date | null, completedAt: Date | null | 'unknown', now: Date): DueStatus {
  if (!dueAt) return 'none';
  if (completedAt) return completedAt !== 'unknown' && completedAt > dueAt ? 'completed-late' : 'completed-on-time';
  if (now > dueAt) return 'overdue';
  return dueAt.getTime() - now.getTime() <= dueSoonDays * dayMs ? 'due-soon' : 'on-time';
}

/** The due rule as the admin's properties say it: "By 2027-03-31", "Within 30 days of being added", "No due date". */
export function describeDueRule(rule: { dueDate: string | null; dueDays: number | null }): string {
  if (rule.dueDate) return `By ${rule.dueDate}`;
  if (rule.dueDays) return `Within ${rule.dueDays} ${rule.dueDays === 1 ? 'day' : 'days'} of being added`;
  return 'No due date';
}
