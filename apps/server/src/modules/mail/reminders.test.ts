import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { listOutboxMessages } from './mail.repository.ts';
import type { MailOutbox } from './mail-outbox.ts';
import { sweepReminders } from './reminder-mail.ts';
import { reminderStage } from './reminder-stage.ts';

describe('reminder stages', () => {
  const dueAt = new Date('2030-06-30T23:59:59.999Z');
  it('reminds 7 days and 1 day before, the day after, then weekly', () => {
    expect(reminderStage(dueAt, new Date('2030-06-20T12:00:00Z'))).toBeNull();
    expect(reminderStage(dueAt, new Date('2030-06-24T12:00:00Z'))).toEqual({ kind: 'due-soon', stage: 'd7', days: 7 });
    expect(reminderStage(dueAt, new Date('2030-06-27T12:00:00Z'))).toEqual({ kind: 'due-soon', stage: 'd7', days: 4 });
    expect(reminderStage(dueAt, new Date('2030-06-30T08:00:00Z'))).toEqual({ kind: 'due-soon', stage: 'd1', days: 1 });
    expect(reminderStage(dueAt, new Date('2030-07-01T08:00:00Z'))).toEqual({ kind: 'overdue', stage: 'w0', days: 1 });
    expect(reminderStage(dueAt, new Date('2030-07-05T08:00:00Z'))).toEqual({ kind: 'overdue', stage: 'w0', days: 4 });
    expect(reminderStage(dueAt, new Date('2030-07-08T08:00:00Z'))).toEqual({ kind: 'overdue', stage: 'w1', days: 7 });
  });
});

describe('the daily reminder sweep', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let mail: MailOutbox;

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    org = await createOrganization(t.app, await signInSuperUser(t.app, t.database), 'Reminder Works');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    const course = await insertReadyCourse(t.database.db, { title: 'Fire Safety' });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id, { dueDate: '2030-06-30' });
    await addEmployee(t.app, org.adminToken, org.tenant.id, 'rae@reminder-org.test');
    mail = { db: t.database.db, jobs: t.jobs, sending: false, publicBase: 'https://training.example.com', onJobError: () => {} };
  });
  afterAll(() => t.close());

  const reminders = async () =>
    (await listOutboxMessages(t.database.db, org.tenant.id)).filter((row) => row.kind !== 'invite').map((row) => row.subject).sort();

  it('writes each stage\'s reminder once, however often the sweep runs', async () => {
    expect(await sweepReminders(mail, new Date('2030-06-20T12:00:00Z'))).toBe(0);
    expect(await sweepReminders(mail, new Date('2030-06-24T12:00:00Z'))).toBe(1);
    expect(await sweepReminders(mail, new Date('2030-06-25T12:00:00Z'))).toBe(0);
    expect(await sweepReminders(mail, new Date('2030-06-30T08:00:00Z'))).toBe(1);
    expect(await sweepReminders(mail, new Date('2030-07-01T08:00:00Z'))).toBe(1);
    expect(await sweepReminders(mail, new Date('2030-07-03T08:00:00Z'))).toBe(0);
    expect(await sweepReminders(mail, new Date('2030-07-08T08:00:00Z'))).toBe(1);
    expect(await reminders()).toEqual([
      'Overdue: "Fire Safety" was due on 2030-06-30',
      'Overdue: "Fire Safety" was due on 2030-06-30',
      'Reminder: "Fire Safety" is due in 1 day',
      'Reminder: "Fire Safety" is due in 7 days',
    ]);
    const [overdue] = (await listOutboxMessages(t.database.db, org.tenant.id)).filter((row) => row.kind === 'overdue');
    expect(overdue!.toEmail).toBe('rae@reminder-org.test');
    expect(overdue!.status).toBe('held');
    expect(overdue!.text).toBe(
      [
        'Hello Employee,',
        '',
        '"Fire Safety" was due on 2030-06-30 and is not finished yet. Reminder Works asks you to finish it as soon as you can.',
        '',
        'Open your training here:',
        'https://training.example.com/dashboard',
      ].join('\n'),
    );
  });
});
