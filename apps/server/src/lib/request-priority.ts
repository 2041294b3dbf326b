import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the work running now serves a request that comes first (a learner's read or progress write) or
 * can wait (admin screens, quiz writing, chat answers, course making and every job outside a request). Set
 * once per request by plugins/learners-first.ts; read where a shared resource is handed out
 * (db/learners-first-pool.ts), so nothing has to pass it along.
 */
const priority = new AsyncLocalStorage<boolean>();

export function runWithPriority(first: boolean, work: () => void): void {
  priority.run(first, work);
}

/** True only inside a request marked first: work outside any request waits its turn behind learners. */
export function comesFirst(): boolean {
  return priority.getStore() === true;
}
