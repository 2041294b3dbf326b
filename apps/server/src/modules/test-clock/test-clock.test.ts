import type { DailySweepResult, UserCourseRecord } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { moveTestClock } from '../../lib/clock.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { listOutboxMessages } from '../mail/mail.repository.ts';

// The browser journeys move the compliance clock of a server they start; the routes exist only in test mode.

describe('the test clock setting', () => {
  it('is refused outside NODE_ENV=test, so production never has it', () => {
    expect(() => parseEnv({ COMPLYRA_TEST_CLOCK: '1' })).toThrow(
      'Invalid environment variable COMPLYRA_TEST_CLOCK: is for tests only',
    );
    expect(() => parseEnv({ COMPLYRA_TEST_CLOCK: '1', NODE_ENV: 'development' })).toThrow('COMPLYRA_TEST_CLOCK');
    expect(parseEnv({ COMPLYRA_TEST_CLOCK: '1', NODE_ENV: 'test' }).COMPLYRA_TEST_CLOCK).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).COMPLYRA_TEST_CLOCK).toBe(false);
  });
});

describe('a server without the setting', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  beforeAll(async () => {
    t = await createAppWithCopyJob();
  });
  afterAll(() => t.close());

  it('has no test clock routes', async () => {
    const superToken = await signInSuperUser(t.app, t.database);
    for (const url of ['/api/test/clock', '/api/test/daily-sweep']) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(superToken), payload: { daysAhead: 3 } });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('moving the clock of a test server', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  beforeAll(async () => {
    t = await createAppWithCopyJob({ env: { COMPLYRA_TEST_CLOCK: '1' } });
    superToken = await signInSuperUser(t.app, t.database);
  });
  afterAll(async () => {
    moveTestClock(0);
    await t.close();
  });

  it('lets only the super user move it, forward only', async () => {
    const org = await createOrganization(t.app, superToken, 'Clock Org');
    const asAdmin = await t.app.inject({ method: 'POST', url: '/api/test/clock', headers: bearer(org.adminToken), payload: { daysAhead: 3 } });
    expect(asAdmin.statusCode).toBe(403);
    const backwards = await t.app.inject({ method: 'POST', url: '/api/test/clock', headers: bearer(superToken), payload: { daysAhead: -1 } });
    expect(backwards.statusCode).toBe(400);
  });

  it('makes a course overdue for the employee and the day\'s sweep reminds them', async () => {
    const org = await createOrganization(t.app, superToken, 'Sweep Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    const course = await insertReadyCourse(t.database.db, { title: 'Clocked Course' });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id, { dueDays: 5 });
    const employee = await addEmployee(t.app, org.adminToken, org.tenant.id, 'cleo@clock-org.test');
    const statusOf = async () => {
      const me = (await t.app.inject({ method: 'GET', url: '/api/user-dashboard/profile', headers: bearer(employee) })).json<{ id: string }>();
      const res = await t.app.inject({ method: 'GET', url: `/api/user-dashboard/dashboard/${me.id}/courses`, headers: bearer(employee) });
      return res.json<UserCourseRecord[]>().find((record) => record.courseId === course.id)?.dueStatus;
    };
    expect(await statusOf()).toBe('due-soon');

    const moved = await t.app.inject({ method: 'POST', url: '/api/test/clock', headers: bearer(superToken), payload: { daysAhead: 7 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ daysAhead: number }>().daysAhead).toBe(7);
    expect(new Date(moved.json<{ now: string }>().now).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await statusOf()).toBe('overdue');

    const swept = await t.app.inject({ method: 'POST', url: '/api/test/daily-sweep', headers: bearer(superToken) });
    expect(swept.statusCode).toBe(200);
    expect(swept.json<DailySweepResult>().reminders).toBeGreaterThanOrEqual(1);
    const overdue = (await listOutboxMessages(t.database.db, org.tenant.id)).filter((row) => row.kind === 'overdue');
    expect(overdue.map((row) => [row.toEmail, row.subject])).toEqual([
      ['cleo@clock-org.test', expect.stringMatching(/^Overdue: "Clocked Course" was due on \d{4}-\d{2}-\d{2}$/)],
    ]);
  });
});
