import { z } from 'zod';

// The test-only clock routes (COMPLYRA_TEST_CLOCK=1 with NODE_ENV=test; never in production).

/** Moves the compliance clock to this many days ahead of the real time (0 puts it back). */
export const moveTestClockSchema = z.object({ daysAhead: z.number().int().min(0).max(3660) });
export type MoveTestClock = z.infer<typeof moveTestClockSchema>;

export const testClockSchema = z.object({ now: z.string(), daysAhead: z.number() });
export type TestClock = z.infer<typeof testClockSchema>;

/** What the day's sweep did: courses re-opened and messages written to the outbox. */
export const dailySweepResultSchema = z.object({
  reopened: z.number().int(),
  reminders: z.number().int(),
  expiring: z.number().int(),
  digests: z.number().int(),
});
export type DailySweepResult = z.infer<typeof dailySweepResultSchema>;
