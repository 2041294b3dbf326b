import { inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** How many old rows one write deletes at the most: the write stays quick, and each write deletes more than it adds. */
export const pruneBatch = 100;

/**
 * Deletes the oldest rows whose `time` is before `before`, at most `pruneBatch` of them, skipping rows another
 * server is deleting meanwhile. Called on a table's write path, so the table stays the size of what is still
 * read without a scheduled job. Answers how many rows went.
 */
export async function pruneOldest(db: Db, table: PgTable, id: PgColumn, time: PgColumn, before: Date | SQL): Promise<number> {
  const oldest = db.select({ id }).from(table).where(lt(time, before)).orderBy(time).limit(pruneBatch).for('update', { skipLocked: true });
  const deleted = await db.delete(table).where(inArray(id, oldest)).returning({ id });
  return deleted.length;
}
