/**
 * At most `limit` holders at once, like lib/work-gate.ts's turnstile, with two lines of waiters: those that
 * come first are let in before those that come later, except that after `firstInARow` of the first line
 * in a row while the later line waits, one of the later line goes in (it is slowed, never starved).
 * `enter(first)` resolves with the one call that lets the next in; calling it again does nothing.
 */
export function createPriorityTurnstile(limit: number, firstInARow = 4) {
  let holding = 0;
  let firstsSinceLater = 0;
  const firstLine: (() => void)[] = [];
  const laterLine: (() => void)[] = [];

  const next = (): (() => void) | undefined => {
    const laterTurn = laterLine.length > 0 && (firstLine.length === 0 || firstsSinceLater >= firstInARow);
    if (laterTurn) {
      firstsSinceLater = 0;
      return laterLine.shift();
    }
    if (firstLine.length > 0 && laterLine.length > 0) firstsSinceLater++;
    return firstLine.shift();
  };

  return {
    async enter(first: boolean): Promise<() => void> {
      if (holding >= limit) await new Promise<void>((resolve) => (first ? firstLine : laterLine).push(resolve));
      else holding++;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        // The place passes straight to the next waiter (no one can slip in between).
        const wake = next();
        if (wake) wake();
        else holding--;
      };
    },
    /** Waiters in each line (for the pool's figures and tests). */
    waiting: () => ({ first: firstLine.length, later: laterLine.length }),
  };
}
