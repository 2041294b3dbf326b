import { courseDueAt } from '@complyra/core';
import { trainingMailBody } from './training-mail-body.ts';
import { listOpenDueCourses } from './mail.repository.ts';
import { type MailOutbox, queueMail } from './mail-outbox.ts';
import { reminderStage, type ReminderStage } from './reminder-stage.ts';
import { complianceNow } from '../../lib/clock.ts';

const dayWord = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** The reminder's subject, text and HTML: which course, when it is due, and the link to the dashboard. */
export function composeReminderMail(input: {
  organization: string;
  name: string;
  title: string;
  dueAt: Date;
  stage: ReminderStage;
  link: string;
}) {
  const dueDay = input.dueAt.toISOString().slice(0, 10);
  const subject =
    input.stage.kind === 'due-soon'
      ? `Reminder: "${input.title}" is due in ${dayWord(input.stage.days)}`
      : `Overdue: "${input.title}" was due on ${dueDay}`;
  const situation =
    input.stage.kind === 'due-soon'
      ? `${input.organization} asks you to finish "${input.title}" by ${dueDay} (in ${dayWord(input.stage.days)}).`
      : `"${input.title}" was due on ${dueDay} and is not finished yet. ${input.organization} asks you to finish it as soon as you can.`;
  return { subject, ...trainingMailBody({ name: input.name, situation, link: input.link, linkLead: 'Open your training here:' }) };
}

/** The employee's course player, where the link in a reminder lands (signed in, or after signing in). */
export const courseLink = (publicBase: string, row: { tenantId: string; courseId: string }) =>
  `${publicBase}/dashboard/course/${encodeURIComponent(row.courseId)}/play?${new URLSearchParams({ tenantId: row.tenantId })}`;

/** The moment an open course is due for its employee: the re-opened cycle's, else the course's rule. */
export const openCourseDueAt = (row: Awaited<ReturnType<typeof listOpenDueCourses>>[number]) =>
  courseDueAt(row, row.addedAt);

/**
 * The daily sweep: for every open course with a due date, the reminder its employee is due now (an optional
 * course's only if the employee kept reminders for optional courses on; mandatory ones always), written
 * to the outbox once (the dedupe key names employee, course, kind, due date and stage). Running it twice,
 * or on two servers, writes nothing new. Returns how many messages are new.
 */
export async function sweepReminders(mail: MailOutbox, now = complianceNow()): Promise<number> {
  let queued = 0;
  for (const row of await listOpenDueCourses(mail.db)) {
    if (!row.mandatory && !row.optionalCourseReminders) continue;
    const dueAt = openCourseDueAt(row);
    if (!dueAt) continue;
    const stage = reminderStage(dueAt, now);
    if (!stage) continue;
    const content = composeReminderMail({
      organization: row.organization,
      name: row.name,
      title: row.title,
      dueAt,
      stage,
      link: courseLink(mail.publicBase, row),
    });
    const isNew = await queueMail(mail, {
      tenantId: row.tenantId,
      toEmail: row.email,
      kind: stage.kind,
      dedupeKey: `${stage.kind}:${row.userId}:${row.courseId}:${dueAt.toISOString()}:${stage.stage}`,
      ...content,
    });
    if (isNew) queued++;
  }
  return queued;
}
