import type { Db } from './database.ts';

/**
 * A prepared statement for a hot path: built once per database handle instead of on every call (Drizzle's
 * query building costs more than the statement's own round trip), and planned once per connection by
 * PostgreSQL. `build` prepares it on the handle it is given.
 */
export function preparedPerDatabase<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
