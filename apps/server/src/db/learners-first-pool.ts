import pg from 'pg';
import { createPriorityTurnstile } from '../lib/priority-turnstile.ts';
import { comesFirst } from '../lib/request-priority.ts';

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, release?: (error?: Error | boolean) => void) => void;

/**
 * PostgreSQL's connection pool, handing a free connection to a learner's request before heavier work.
 * With every connection busy (a saturated machine: chat, quizzes, admin reports and a course being made at
 * once) the plain pool served waiters in arrival order, so a learner's 2 ms read queued behind 25–47 others
 * (bench:mixed, pool probe). A turnstile of the pool's size stands in front of it, so pg's own queue stays
 * empty and the order is ours: requests marked first (lib/request-priority.ts) go ahead, the rest follow and
 * are never starved. `query` takes its connection through `connect`, so both paths pass it.
 */
export class LearnersFirstPool extends pg.Pool {
  readonly #turnstile: ReturnType<typeof createPriorityTurnstile>;

  constructor(config: pg.PoolConfig & { max: number }) {
    super(config);
    this.#turnstile = createPriorityTurnstile(config.max);
  }

  /** Waiting for a connection now, per line. */
  waiting() {
    return this.#turnstile.waiting();
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const checkedOut = (async () => {
      const leave = await this.#turnstile.enter(comesFirst());
      try {
        const client = await super.connect();
        const release = client.release.bind(client);
        // pg sets a fresh release on each checkout: the connection goes back, then the next waiter comes in.
        client.release = (error?: Error | boolean) => {
          try {
            release(error);
          } finally {
            leave();
          }
        };
        return client;
      } catch (error) {
        leave();
        throw error;
      }
    })();
    if (!callback) return checkedOut;
    checkedOut.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error),
    );
  }
}
