import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { countHit } from './rate-limits.repository.ts';

export interface RateLimit {
  /** What is counted, e.g. `chat:<userId>`. */
  key: string;
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
  /** The 429's message. */
  message: string;
}

/**
 * Counts one hit against a limit kept in the database (so it holds across every server on it), or throws
 * 429 with the message and, in Retry-After, the seconds until the window ends.
 */
export async function takeRateLimit(db: Db, { key, limit, windowSeconds, message }: RateLimit): Promise<void> {
  const { hits, resetsAt } = await countHit(db, key, windowSeconds, limit + 1);
  if (hits <= limit) return;
  const retryAfter = Math.max(1, Math.ceil((new Date(resetsAt).getTime() - Date.now()) / 1000));
  throw new AppError('TOO_MANY_REQUESTS', message, { 'retry-after': String(retryAfter) });
}
