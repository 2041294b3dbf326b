/**
 * At most `limit` pieces of work at once; the rest wait their turn in order. Heavy admin lists pass
 * through one, so a burst of admins queues behind itself instead of filling the database pool and the
 * CPU in front of learners' requests.
 */
export function createWorkGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      release();
    }
  };
}

/** The admin screens' lists and figures, per server process (two at once keeps both cores for learners too). */
export const adminListGate = createWorkGate(2);
