import { expect } from '@playwright/test';

// Journeys that start `npm start` themselves run it in a process group of its own (spawn's `detached`), so
// the server npm starts is stopped with it.

/** Whether any process of the group is still there (npm's own exit comes before its server's). */
export function groupAlive(pgid: number) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signals the whole group and waits until it is gone: the next start must not find it still holding DATA_DIR. */
export async function stopGroup(pid: number | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!pid || !groupAlive(pid)) return;
  process.kill(-pid, signal);
  await expect.poll(() => groupAlive(pid), { timeout: 60_000 }).toBe(false);
}
