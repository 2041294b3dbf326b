import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { findSubmittedAttempt } from '../quiz/quiz.repository.ts';
import { listPassesWithoutCertificate } from './certificates.repository.ts';
import { type CertificateDeps, issueCertificate } from './certificates.service.ts';

export const issueCertificateJob = 'certificates.issue';

export interface IssueCertificateJobData {
  attemptId: string;
  /** The address the submission came in on: the certificate's QR code links the verify page there. */
  publicBase: string;
}

/**
 * How long the job waits before it runs. The submission issues the certificate itself at once; the job is
 * the durable fallback for a server that stopped in between (killed, power cut), so it waits long enough not
 * to render the same certificate a second time on another server meanwhile.
 */
export const certificateJobDelaySeconds = 10;

/**
 * Sent before a passing attempt is stored, so no stop of the process can leave a pass without its
 * certificate: the job finds the attempt passed and issues what is missing, or finds nothing to do.
 */
export function sendIssueCertificateJob(jobs: JobQueue, data: IssueCertificateJobData) {
  return jobs.send(issueCertificateJob, data, { startAfter: certificateJobDelaySeconds });
}

/**
 * At start: the job for every pass still without its certificate. Passes stored before the job existed, or
 * whose job gave up, are issued with the product's address (PUBLIC_URL, else where this server listens).
 */
export async function sendMissingCertificateJobs(db: Db, jobs: JobQueue, publicBase: string) {
  const attemptIds = await listPassesWithoutCertificate(db);
  for (const attemptId of attemptIds) await sendIssueCertificateJob(jobs, { attemptId, publicBase });
  return attemptIds.length;
}

export function defineCertificateJob(jobs: JobQueue, deps: CertificateDeps) {
  jobs.define<IssueCertificateJobData>({
    name: issueCertificateJob,
    handler: async ({ attemptId, publicBase }) => {
      // Not stored (the submission stopped before it, or lost to a hint): the learner submits again, with a new job.
      const found = await findSubmittedAttempt(deps.db, attemptId);
      if (!found?.attempt.passed) return;
      await issueCertificate(deps, found.attempt, found.courseTitle, publicBase);
    },
  });
}
