import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { mailSendJob, type MailSendJobData } from './mail-job.ts';
import { insertOutboxMessage, type OutboxInsert } from './mail.repository.ts';

/** What a feature needs to mail someone; app.ts builds it once from the settings. */
export interface MailOutbox {
  db: Db;
  jobs: JobQueue;
  /** False without SMTP_URL: messages are then kept 'held' and never sent. */
  sending: boolean;
  /** Absolute base of every link in a mail (PUBLIC_URL, else http://localhost:PORT). */
  publicBase: string;
  /** The message is stored but its job could not be sent now; the next start sends it. */
  onJobError(error: unknown): void;
}

export type QueuedMail = Omit<OutboxInsert, 'status'>;

/**
 * Writes the message to the outbox (nothing if its dedupe key was written before) and, with SMTP, sends
 * the durable job that mails it. True when the message is new.
 */
export async function queueMail(mail: MailOutbox, message: QueuedMail): Promise<boolean> {
  const row = await insertOutboxMessage(mail.db, { ...message, status: mail.sending ? 'queued' : 'held' });
  if (!row) return false;
  if (row.status === 'queued') {
    await mail.jobs.send<MailSendJobData>(mailSendJob, { outboxId: row.id }).catch((error: unknown) => mail.onJobError(error));
  }
  return true;
}
