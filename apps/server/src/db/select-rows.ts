import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/** The rows of a raw SQL query, on either driver (both answer `{ rows }`). Columns keep their SQL names. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
