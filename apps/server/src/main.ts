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
  const server = await startServer(env);
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
