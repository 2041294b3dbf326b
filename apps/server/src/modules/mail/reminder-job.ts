import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MailOutbox } from './mail-outbox.ts';
import { runDailySweep } from './daily-sweep.ts';
import { complianceNow } from '../../lib/clock.ts';

export const mailRemindersJob = 'mail-reminders';
const hourMs = 60 * 60 * 1000;

export function defineReminderJob(jobs: JobQueue, mail: MailOutbox, clock: () => Date = complianceNow) {
  jobs.define<{ day: string }>({
    name: mailRemindersJob,
    retryLimit: 3,
    expireInSeconds: 900,
    handler: async () => {
      await runDailySweep(mail, clock());
    },
  });
}

/**
 * pg-boss has no clock here (schedule: false), so each server sends the day's sweep job itself, at start
 * and every hour; the singleton key makes it one job per day across servers while it waits, and the
 * outbox's dedupe keys make a second sweep on the same day write nothing. Returns the stop.
 */
export function startReminderClock(jobs: JobQueue, onError: (error: unknown) => void): () => void {
  const send = () => {
    const day = complianceNow().toISOString().slice(0, 10);
    jobs.send(mailRemindersJob, { day }, { singletonKey: `mail-reminders-${day}` }).catch(onError);
  };
  send();
  const timer = setInterval(send, hourMs);
  timer.unref();
  return () => clearInterval(timer);
}
