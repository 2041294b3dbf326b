import { z } from 'zod';
import { dayMs, type DueRule } from './due-dates.ts';

// Recertification: a course may recur every 6, 12, 24 or 36 months. Its certificate then expires that many
// months after it was issued, and at that moment the course re-opens for the employee (a new cycle).

export const recurMonthsOptions = [6, 12, 24, 36] as const;
export type RecurMonths = (typeof recurMonthsOptions)[number];

/** A new cycle without a window of days of its own is due this many days after it starts. */
export const recertificationWindowDays = 30;
/** The employee is told this many days before their certificate expires. */
export const expiringNoticeDays = 30;

export const recurrenceMessages = {
  months: 'Recurrence must be every 6, 12, 24 or 36 months.',
} as const;

/** The recurrence field of Set Course Properties / Edit Properties: left out keeps what is set, null: once. */
export const recurField = {
  recurMonths: z
    .number({ error: recurrenceMessages.months })
    .refine((value) => (recurMonthsOptions as readonly number[]).includes(value), recurrenceMessages.months)
    .nullable()
    .optional(),
};

/** The same moment `months` calendar months later (UTC); the 31st becomes the month's last day. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When a certificate issued at `issuedAt` expires: null for a course that does not recur. */
export function certificateExpiresAt(issuedAt: Date, recurMonths: number | null): Date | null {
  return recurMonths ? addMonths(issuedAt, recurMonths) : null;
}

/**
 * The due moment of a cycle that starts at `start` (the expiry of the last certificate): the course's
 * window of days from then, or its fixed date when that is still ahead of `start + 1 day`, else
 * `recertificationWindowDays` after the start.
 */
export function nextCycleDueAt(rule: Pick<DueRule, 'dueDate' | 'dueDays'>, start: Date): Date {
  if (rule.dueDays) return new Date(start.getTime() + rule.dueDays * dayMs);
  if (rule.dueDate) {
    const fixed = new Date(`${rule.dueDate}T23:59:59.999Z`);
    if (fixed.getTime() > start.getTime() + dayMs) return fixed;
  }
  return new Date(start.getTime() + recertificationWindowDays * dayMs);
}

/** The recurrence as the admin's properties say it: "Every 12 months", "Once". */
export function describeRecurrence(recurMonths: number | null): string {
  return recurMonths ? `Every ${recurMonths} months` : 'Once';
}
