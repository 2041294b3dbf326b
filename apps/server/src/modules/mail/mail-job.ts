import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MailSender } from '../../ports/mail-sender.ts';
import {
  claimQueuedMessage,
  listQueuedMessageIds,
  markMessageNotSent,
  markMessageSent,
  requeueStuckMessages,
} from './mail.repository.ts';

export const mailSendJob = 'mail-send';

export interface MailSendJobData {
  outboxId: string;
}

export interface MailJobDeps {
  db: Db;
  sender: MailSender;
}

/**
 * Sends one outbox message: claims it ('queued' → 'sending'), hands it to SMTP, marks it 'sent'. A message
 * another run claimed (or already sent) is left alone, so a job run twice sends once. A failed send goes
 * back to 'queued' for the retry and throws; on the last attempt it stays 'failed' with its error.
 */
export async function sendOutboxMessage(deps: MailJobDeps, outboxId: string, isFinalAttempt = true): Promise<'sent' | 'skipped'> {
  const message = await claimQueuedMessage(deps.db, outboxId);
  if (!message) return 'skipped';
  try {
    await deps.sender.send({
      to: message.toEmail,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: `<${message.id}@complyra>`,
    });
  } catch (error) {
    await markMessageNotSent(deps.db, outboxId, error instanceof Error ? error.message : String(error), isFinalAttempt);
    throw error;
  }
  await markMessageSent(deps.db, outboxId);
  return 'sent';
}

export function defineMailJob(jobs: JobQueue, deps: MailJobDeps) {
  jobs.define<MailSendJobData>({
    name: mailSendJob,
    retryLimit: 5,
    expireInSeconds: 120,
    handler: async ({ outboxId }, run) => {
      try {
        await sendOutboxMessage(deps, outboxId, run.isFinalAttempt);
      } catch (error) {
        // The row already says 'failed' with the error; a retry would find nothing to claim.
        if (!run.isFinalAttempt) throw error;
      }
    },
  });
}

/** A claim older than this is a crashed sender's: a send job expires after 120 s, SMTP gives up long before. */
export const stuckSendingMs = 10 * 60 * 1000;

/**
 * At start: messages a crash left 'sending' go back to 'queued' (one server requeues each), then a job for
 * every message still queued (written just before a stop, or whose job was lost). The claim of the send job
 * lets one sender have each message, so a restart, or two servers starting together, sends it once.
 */
export async function sendQueuedMailJobs(db: Db, jobs: JobQueue, now = new Date()): Promise<number> {
  await requeueStuckMessages(db, new Date(now.getTime() - stuckSendingMs));
  const ids = await listQueuedMessageIds(db, 10_000);
  for (const outboxId of ids) await jobs.send<MailSendJobData>(mailSendJob, { outboxId });
  return ids.length;
}
