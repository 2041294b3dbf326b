// Creates a new embedded database and migrates it, in a process of its own: PGlite's first creation of a
// database (initdb) takes some 650 MB that its WebAssembly memory never gives back, so a server that did it
// itself held that for its whole life. Started by create-new-database.ts; the server opens the result.
import { serveRequests } from '../lib/child-worker.ts';
import { openDatabase } from './database.ts';

serveRequests<{ id: number; dir: string }>(async ({ dir }) => {
  const database = await openDatabase({ pgliteDir: dir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return {};
});
