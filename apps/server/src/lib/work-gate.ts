/**
 * At most `limit` pieces of work at once; the rest wait their turn in order. Heavy admin lists pass
 * through one, so a burst of admins queues behind itself instead of filling the database pool and the
 * CPU in front of learners' requests.
 */
export function createWorkGate(limit: number) {
  const enter = createTurnstile(limit);
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    const leave = await enter();
    try {
      return await work();
    } finally {
      leave();
    }
  };
}

/**
 * The gate's two halves, for work that does not fit one function (a whole request, from its handler to its
 * answer): `enter()` resolves with the one call that lets the next in; calling it again does nothing.
 */
export function createTurnstile(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function enter(): Promise<() => void> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      running--;
      waiting.shift()?.();
    };
  };
}

/** The admin screens' lists and figures, per server process (two at once keeps both cores for learners too). */
export const adminListGate = createWorkGate(2);
