import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createNewDatabase, holdsDatabase } from './create-new-database.ts';
import { openDatabase } from './database.ts';

// A first start creates the embedded database in a process of its own; the server then opens a database
// that is there and migrated, and a later start leaves it as it is.
describe('creating a new embedded database', () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-new-db-')), 'db');
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('creates and migrates it in another process, then leaves an existing one alone', async () => {
    expect(holdsDatabase(dir)).toBe(false);
    await createNewDatabase(dir);
    expect(holdsDatabase(dir)).toBe(true);

    const database = await openDatabase({ pgliteDir: dir });
    try {
      const { rows } = await database.sql.executeSql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      const journal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      expect((rows[0] as { n: number }).n).toBe(journal.entries.length);
      await database.db.execute(sql`INSERT INTO contact_requests (full_name, email, organization, message) VALUES ('Ada', 'ada@example.com', 'Acme', 'Kept.')`);
    } finally {
      await database.close();
    }

    await createNewDatabase(dir);
    const again = await openDatabase({ pgliteDir: dir });
    try {
      const { rows } = await again.sql.executeSql('SELECT count(*)::int AS n FROM contact_requests');
      expect((rows[0] as { n: number }).n).toBe(1);
    } finally {
      await again.close();
    }
  }, 120_000);
});
