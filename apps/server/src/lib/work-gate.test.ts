import { describe, expect, it } from 'vitest';
import { createTurnstile, createWorkGate } from './work-gate.ts';

describe('createWorkGate', () => {
  it('runs at most `limit` pieces of work at once, the rest in the order they came', async () => {
    const run = createWorkGate(2);
    const started: number[] = [];
    const release = new Map<number, () => void>();
    // Each piece of work runs until the test lets it finish: the order depends on the gate, not on timers.
    const work = (n: number) =>
      run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => release.set(n, resolve));
        return n;
      });
    const settle = () => new Promise((r) => setTimeout(r, 0));
    const answers = Promise.all([work(1), work(2), work(3), work(4)]);
    await settle();
    expect(started).toEqual([1, 2]);
    release.get(2)!();
    await settle();
    // 3 starts when 2 ends, 4 when 3 ends (1 is still running).
    expect(started).toEqual([1, 2, 3]);
    release.get(3)!();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    release.get(4)!();
    release.get(1)!();
    expect(await answers).toEqual([1, 2, 3, 4]);
  });

  it('lets the next one in when a piece of work fails', async () => {
    const run = createWorkGate(1);
    await expect(run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(async () => 'next')).toBe('next');
  });

  it('a turnstile lets the next one in once per leave, however often the leave is called', async () => {
    const enter = createTurnstile(1);
    const leaveFirst = await enter();
    const entered: number[] = [];
    const second = enter().then((leave) => (entered.push(2), leave));
    const third = enter().then((leave) => (entered.push(3), leave));
    await new Promise((r) => setTimeout(r, 0));
    expect(entered).toEqual([]);
    leaveFirst();
    leaveFirst();
    await new Promise((r) => setTimeout(r, 0));
    expect(entered).toEqual([2]);
    (await second)();
    (await third)();
    expect(entered).toEqual([2, 3]);
  });
});
