import { describe, expect, it } from 'vitest';
import { createWorkGate } from './work-gate.ts';

describe('createWorkGate', () => {
  it('runs at most `limit` pieces of work at once, the rest in the order they came', async () => {
    const run = createWorkGate(2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const work = (n: number, ms: number) =>
      run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, ms));
        running--;
        finished.push(n);
        return n;
      });
    const answers = await Promise.all([work(1, 30), work(2, 10), work(3, 5), work(4, 5)]);
    expect(answers).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
    // 3 starts when 2 ends, 4 when 3 ends (1 is still running).
    expect(finished).toEqual([2, 3, 4, 1]);
  });

  it('lets the next one in when a piece of work fails', async () => {
    const run = createWorkGate(1);
    await expect(run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(async () => 'next')).toBe('next');
  });
});
