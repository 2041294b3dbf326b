import { fileURLToPath } from 'node:url';
import { EnvError, parseEnv } from './config/env.ts';
import { DataDirLockedError } from './lib/data-dir-lock.ts';
import { startServer } from './server.ts';

// The process entry: `npm start` and `npm run dev` run this file.
let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

try {
  // On PostgreSQL this file runs again as the heavy-work process (server.ts, lib/heavy-work-process.ts).
  const server = await startServer(env, undefined, { heavyWorkEntry: fileURLToPath(import.meta.url) });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests and closing the database`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    await server.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // The heavy-work process stops with the server that started it, however that one ended.
  if (env.HEAVY_WORK_PROCESS === 'child') process.on('disconnect', () => void shutdown('disconnect'));
  server.jobsStarted.catch(async (error: unknown) => {
    console.error('Complyra could not start its job queue:', error instanceof Error ? error.message : error);
    await server.stop();
    process.exit(1);
  });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Complyra could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
