import { describe, expect, it } from 'vitest';
import { createPriorityTurnstile } from './priority-turnstile.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPriorityTurnstile', () => {
  it('lets those who come first in before those who came earlier but can wait', async () => {
    const turnstile = createPriorityTurnstile(1);
    const order: string[] = [];
    const holder = await turnstile.enter(false);
    const wait = (name: string, first: boolean) =>
      turnstile.enter(first).then((leave) => {
        order.push(name);
        return leave;
      });
    const later = wait('admin report', false);
    const learner = wait('learner read', true);
    await settle();
    expect(order).toEqual([]);
    expect(turnstile.waiting()).toEqual({ first: 1, later: 1 });
    holder();
    (await learner)();
    (await later)();
    expect(order).toEqual(['learner read', 'admin report']);
    expect(turnstile.waiting()).toEqual({ first: 0, later: 0 });
  });

  it('never starves the later line: one of it goes in after four of the first in a row', async () => {
    const turnstile = createPriorityTurnstile(1);
    const order: string[] = [];
    const leaves: (() => void)[] = [await turnstile.enter(true)];
    const wait = (name: string, first: boolean) =>
      void turnstile.enter(first).then((leave) => {
        order.push(name);
        leaves.push(leave);
      });
    wait('later 1', false);
    wait('later 2', false);
    for (let i = 1; i <= 6; i++) wait(`first ${i}`, true);
    // Each holder leaves in turn; exactly one waiter comes in each time.
    for (let turn = 0; turn < 8; turn++) {
      leaves[turn]!();
      await settle();
      expect(order).toHaveLength(turn + 1);
    }
    expect(order).toEqual(['first 1', 'first 2', 'first 3', 'first 4', 'later 1', 'first 5', 'first 6', 'later 2']);
  });

  it('lets one more in per leave, however often the leave is called, and holds no more than its limit', async () => {
    const turnstile = createPriorityTurnstile(2);
    const a = await turnstile.enter(true);
    await turnstile.enter(false);
    let thirdIn = false;
    void turnstile.enter(true).then(() => (thirdIn = true));
    let fourthIn = false;
    void turnstile.enter(true).then(() => (fourthIn = true));
    await settle();
    expect([thirdIn, fourthIn]).toEqual([false, false]);
    a();
    a();
    await settle();
    expect([thirdIn, fourthIn]).toEqual([true, false]);
  });
});
