import fs from 'node:fs';
import path from 'node:path';
import { ChildWorker } from '../lib/child-worker.ts';

/** Whether `dir` holds an embedded database already (PostgreSQL writes PG_VERSION first when it creates one). */
export const holdsDatabase = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/**
 * A first start creates its embedded database in a short-lived process (new-database-worker.ts), so the memory
 * creating it takes leaves with that process: the server then opens it as on any later start.
 */
export async function createNewDatabase(dir: string): Promise<void> {
  if (holdsDatabase(dir)) return;
  const worker = new ChildWorker<{ dir: string }, { id?: number; error?: string }>(import.meta.url, 'new-database-worker', {
    describe: 'database set-up',
    preload: ['@electric-sql/pglite'],
    foreground: true,
  });
  try {
    await worker.ask({ dir });
  } finally {
    worker.close();
    await worker.whenExited;
  }
}
