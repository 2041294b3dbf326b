import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';

export interface JobRun {
  id: string;
  /** True when a failure now leaves the job failed for good (no retry left). */
  isFinalAttempt: boolean;
}

export type JobHandler<T> = (data: T, job: JobRun) => Promise<void>;

export interface JobDefinition<T> {
  name: string;
  handler: JobHandler<T>;
  /** How often a failing job is tried again before it stays failed. */
  retryLimit?: number;
  /** A job running longer than this is considered lost and is retried (other process died). */
  expireInSeconds?: number;
  /** How many jobs of this queue one process runs at once. */
  concurrency?: number;
}

/**
 * A job whose heartbeat is older than this lost its process (kill -9, power cut): it runs again. A running
 * job beats six times per lease (every 5 s by default); JOB_LEASE_SECONDS changes it.
 */
export const defaultJobLeaseSeconds = 30;

/**
 * How often each queue's poller asks the database for a due job. A job this process sends wakes its pollers at
 * once (send), so polling only finds jobs that became due later (a retry's delay, a start-after) and, on
 * PostgreSQL, jobs other servers sent. The embedded database has no other server, and each poll there runs
 * in this process's own WebAssembly database: at half a second, the pollers of eight queues took ~37 ms of
 * CPU every second, idle or not (4 % of a core, taken from the courses being made).
 */
const pollingSeconds = { pglite: 2, postgres: 0.5 } as const;

/**
 * Durable background jobs on pg-boss, on either database. In embedded mode the workers run inside the
 * server process; jobs that were running when the process died are put back at start so they run again.
 * On PostgreSQL, where several servers share the queue, each running job beats every few seconds and
 * every server puts back jobs whose beat stopped, so a killed server's job resumes within a lease
 * instead of after pg-boss's expiry.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private started = false;
  private stopping = false;
  /** Set while start() runs: the server already answers, and anything that needs the queue waits for it. */
  private starting: Promise<void> | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  /** This process's pollers per queue, woken when this process sends a job. */
  private readonly workerIds = new Map<string, string[]>();
  private readonly leaseSeconds: number;
  private readonly heartbeatMs: number;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
    options: { leaseSeconds?: number } = {},
  ) {
    this.leaseSeconds = options.leaseSeconds ?? defaultJobLeaseSeconds;
    this.heartbeatMs = (this.leaseSeconds / 6) * 1000;
    this.boss = new PgBoss({
      db: database.sql as PgBoss.Db,
      schema: 'pgboss',
      // Embedded mode has one process: skip the cross-process cron clock, keep maintenance light.
      schedule: false,
      maintenanceIntervalSeconds: 120,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Whether the workers run: from the end of start() to the start of stop(). */
  get isStarted(): boolean {
    return this.started && !this.stopping;
  }

  define<T>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`Job ${definition.name} must be defined before the queue starts`);
    this.definitions.set(definition.name, definition as JobDefinition<never>);
  }

  /** `afterMs`: wait that long first (anything that needs the queue meanwhile waits for it). */
  start(options: { afterMs?: number } = {}): Promise<void> {
    const after = options.afterMs ?? 0;
    this.starting ??= (after > 0 ? new Promise((resolve) => setTimeout(resolve, after)) : Promise.resolve()).then(() =>
      this.startWorkers(),
    );
    return this.starting;
  }

  private async startWorkers(): Promise<void> {
    // Servers starting together on a new database would both install pg-boss and create the same queues.
    await this.database.exclusive(async () => {
      await this.boss.start();
      for (const definition of this.definitions.values()) {
        await this.boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: definition.retryLimit ?? 3,
          retryDelay: 2,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 900,
        });
      }
    });
    if (this.database.kind === 'pglite') await this.requeueInterruptedJobs();
    const pollingIntervalSeconds = pollingSeconds[this.database.kind];
    for (const definition of this.definitions.values()) {
      // One poller per unit of concurrency; each takes one job at a time.
      for (let worker = 0; worker < (definition.concurrency ?? 1); worker++) {
        const workerId = await this.boss.work<never>(
          definition.name,
          { batchSize: 1, pollingIntervalSeconds, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            const beat = setInterval(() => void this.heartbeat(job.id), this.heartbeatMs);
            // Which process ran which job, in the log: a job runs on one server at a time.
            this.log.info({ job: definition.name, jobId: job.id }, 'job started');
            try {
              await definition.handler(job.data, { id: job.id, isFinalAttempt: job.retryCount >= job.retryLimit });
              this.log.info({ job: definition.name, jobId: job.id }, 'job finished');
            } finally {
              clearInterval(beat);
            }
          },
        );
        this.workerIds.set(definition.name, [...(this.workerIds.get(definition.name) ?? []), workerId]);
      }
    }
    await this.requeueAbandonedJobs();
    this.sweeper = setInterval(() => void this.requeueAbandonedJobs(), this.heartbeatMs);
    this.sweeper.unref();
    this.started = true;
  }

  async send<T extends object>(
    name: string,
    data: T,
    options: { singletonKey?: string; /** Seconds before the job may run. */ startAfter?: number } = {},
  ): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job ${name}`);
    await this.starting;
    const id = await this.boss.send(name, data, options);
    // The job starts now rather than at this process's next poll (up to half a second later); other
    // servers still find it by polling.
    for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
    return id;
  }

  /** Waits for active jobs to finish (up to the timeout), then stops polling. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.starting?.catch(() => {});
    if (!this.started) return;
    this.stopping = true;
    if (this.sweeper) clearInterval(this.sweeper);
    try {
      await this.boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
      this.started = false;
    } finally {
      this.stopping = false;
    }
  }

  async getJobState(name: string, id: string): Promise<string | null> {
    await this.starting;
    const job = await this.boss.getJobById(name, id);
    return job?.state ?? null;
  }

  private async heartbeat(id: string): Promise<void> {
    await this.database.sql
      .executeSql('UPDATE pgboss.job SET started_on = now() WHERE id = $1 AND state = \'active\'', [id])
      .catch((error: unknown) => this.log.warn({ err: error }, 'job heartbeat failed'));
  }

  /** Puts back our queues' active jobs whose process stopped beating (it died); they resume where they stopped. */
  private async requeueAbandonedJobs(): Promise<void> {
    try {
      const { rows } = await this.database.sql.executeSql(
        `UPDATE pgboss.job SET state = 'retry', start_after = now()
         WHERE name = ANY($1) AND state = 'active' AND started_on < now() - make_interval(secs => $2) RETURNING id`,
        [[...this.definitions.keys()], this.leaseSeconds],
      );
      if (rows.length > 0) this.log.warn({ count: rows.length }, 'requeued jobs whose server stopped');
    } catch (error) {
      this.log.warn({ err: error }, 'requeueing abandoned jobs failed');
    }
  }

  // The embedded database belongs to this process alone (DATA_DIR lock), so a job still "active" at
  // start was interrupted by a crash or kill: make it runnable again at once instead of after expiry.
  private async requeueInterruptedJobs(): Promise<void> {
    const { rows } = await this.database.sql.executeSql(
      'UPDATE pgboss.job SET state = \'retry\', start_after = now() WHERE state = \'active\' RETURNING id',
      [],
    );
    if (rows.length > 0) this.log.warn({ count: rows.length }, 'requeued jobs interrupted by the last stop');
  }
}
