import type { Database } from '../db/database.ts';
import { createTestApp } from './test-app.ts';

/**
 * Another server on the same database, as behind a load balancer: its own process state (an app, its caches),
 * the first one's database. Closing it leaves the database to the first.
 */
export function createSecondServer(database: Database) {
  return createTestApp({ database: { ...database, close: async () => {} } });
}
