import { dayMs } from '@complyra/core';

export interface ReminderStage {
  kind: 'due-soon' | 'overdue';
  /** Names the reminder within its due date: d7 and d1 before it, w0 the day after, then w1, w2… weekly. */
  stage: string;
  /** Days left (due-soon) or days late (overdue), as the mail says them. */
  days: number;
}

/**
 * Which reminder an open course is in at `now`: due soon 7 days and 1 day before its due moment, overdue
 * from the day after, then once a week. A sweep that runs late still finds the stage it missed.
 */
export function reminderStage(dueAt: Date, now: Date): ReminderStage | null {
  const left = dueAt.getTime() - now.getTime();
  if (left >= 0) {
    const days = Math.max(1, Math.ceil(left / dayMs));
    if (days <= 1) return { kind: 'due-soon', stage: 'd1', days };
    if (days <= 7) return { kind: 'due-soon', stage: 'd7', days };
    return null;
  }
  const late = Math.floor(-left / dayMs);
  return { kind: 'overdue', stage: `w${Math.floor(late / 7)}`, days: Math.max(1, late) };
}
