import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pruneOldest } from '../../db/prune-oldest.ts';
import { rateLimits } from '../../db/schema.ts';

/**
 * Counts one hit of `key` in its window, or starts a new window of `windowSeconds` when the last one has
 * ended, and answers the window's hits and end. One statement on the database's clock, so every server on
 * the database counts the same window; the count stops at `cap`, so a flood does not grow it. Starting a
 * window prunes a batch of ended ones.
 */
export async function countHit(db: Db, key: string, windowSeconds: number, cap: number) {
  const ended = sql`${rateLimits.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, resetsAt: sql`now() + make_interval(secs => ${windowSeconds})`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE least(${rateLimits.hits} + 1, ${cap}::integer) END`,
        resetsAt: sql`CASE WHEN ${ended} THEN excluded.resets_at ELSE ${rateLimits.resetsAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt });
  if (!row) throw new Error('counting a hit returned no row');
  if (row.hits === 1) await pruneOldest(db, rateLimits, rateLimits.key, rateLimits.resetsAt, sql`now()`);
  return row;
}
