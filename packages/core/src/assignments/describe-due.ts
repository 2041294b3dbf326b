// Apart from due-dates.ts (which builds zod schemas) so the employee's dashboard shows it without loading zod.
import type { DueStatus } from './due-dates.ts';

/** One day in milliseconds: due windows and reminders count whole days. */
export const dayMs = 24 * 60 * 60 * 1000;

/** What the employee's card says beside the course status: "Due in 3 days", "Due today", "Overdue". */
export function describeDue(status: DueStatus, dueAt: Date | null, now: Date): string | null {
  if (status === 'overdue') return 'Overdue';
  if (status === 'completed-late') return 'Completed late';
  if ((status !== 'on-time' && status !== 'due-soon') || !dueAt) return null;
  const days = Math.ceil((dueAt.getTime() - now.getTime()) / dayMs);
  if (days <= 0) return 'Due today';
  return days === 1 ? 'Due in 1 day' : `Due in ${days} days`;
}
