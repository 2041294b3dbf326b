import v8 from 'node:v8';

/**
 * Compiles the embedded database (PGlite: PostgreSQL built to WebAssembly) with V8's baseline compiler only.
 * Its optimizing tier recompiles the hottest of PostgreSQL's functions on background threads and their
 * scratch memory stays with the process: idle after a first start the server held 260–297 MB, 196–205 MB
 * without it (bench:start; budget 300 MB). The baseline code was no slower on the embedded database's own
 * work (a 20,000-row load 2.2 s against 4.6 s, 3,000 point reads 0.65 s against 0.99 s, on 2 busy cores)
 * since the optimizing compiles no longer compete with it. Must run before the database's module is
 * compiled; PostgreSQL servers (DATABASE_URL) run no WebAssembly and are left as they are.
 */
export function compileEmbeddedDatabaseLean(): void {
  try {
    v8.setFlagsFromString('--liftoff-only');
  } catch {
    // A runtime that refuses flags once started keeps its default: more memory, same behaviour.
  }
}
