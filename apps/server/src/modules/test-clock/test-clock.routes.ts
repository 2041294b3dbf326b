import { dailySweepResultSchema, dayMs, moveTestClockSchema, testClockSchema } from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { complianceNow, moveTestClock, testClockAheadMs } from '../../lib/clock.ts';
import { runDailySweep } from '../mail/daily-sweep.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';

const superUserOnly = { roles: ['SUPER_ADMIN'] } as const;

const clockAnswer = () => ({ now: complianceNow().toISOString(), daysAhead: testClockAheadMs() / dayMs });

/**
 * Tests only: app.ts registers these when COMPLYRA_TEST_CLOCK=1, which the settings refuse unless NODE_ENV=test.
 * A browser journey moves the compliance clock forward, then runs the day's sweep at once (the same
 * runDailySweep the daily job runs) instead of waiting for the hourly tick.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ mail: MailOutbox }> = async (app, { mail }) => {
  app.post(
    '/test/clock',
    { schema: { body: moveTestClockSchema, response: { 200: testClockSchema } }, config: { access: superUserOnly } },
    async (request) => {
      moveTestClock(request.body.daysAhead * dayMs);
      return clockAnswer();
    },
  );

  app.post(
    '/test/daily-sweep',
    { schema: { response: { 200: dailySweepResultSchema } }, config: { access: superUserOnly } },
    async () => runDailySweep(mail),
  );
};
