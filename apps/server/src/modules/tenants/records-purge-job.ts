import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import { purgeExpiredRecords } from './records-purge.service.ts';

export const recordsPurgeJob = 'records-purge';
const hourMs = 60 * 60 * 1000;

export function defineRecordsPurgeJob(jobs: JobQueue, deps: { db: Db; storage: FileStorage }) {
  jobs.define<{ day: string }>({
    name: recordsPurgeJob,
    retryLimit: 3,
    expireInSeconds: 900,
    handler: async () => {
      await purgeExpiredRecords(deps.db, deps.storage);
    },
  });
}

/**
 * Like the reminder sweep: each server sends the day's purge job at start and every hour; the singleton key
 * makes it one job per day across servers. Returns the stop.
 */
export function startRecordsPurgeClock(jobs: JobQueue, onError: (error: unknown) => void): () => void {
  const send = () => {
    const day = new Date().toISOString().slice(0, 10);
    jobs.send(recordsPurgeJob, { day }, { singletonKey: `records-purge-${day}` }).catch(onError);
  };
  send();
  const timer = setInterval(send, hourMs);
  timer.unref();
  return () => clearInterval(timer);
}
