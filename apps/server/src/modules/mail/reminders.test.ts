import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { listOutboxMessages } from './mail.repository.ts';
import type { MailOutbox } from './mail-outbox.ts';
import { sweepOverdueDigests } from './overdue-digest-mail.ts';
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
  let courseId: string;

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    org = await createOrganization(t.app, await signInSuperUser(t.app, t.database), 'Reminder Works');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    const course = await insertReadyCourse(t.database.db, { title: 'Fire Safety' });
    courseId = course.id;
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
        `https://training.example.com/dashboard/course/${courseId}/play?tenantId=${org.tenant.id}`,
      ].join('\n'),
    );
  });
});

describe('optional courses and the admins\' weekly digest', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let mail: MailOutbox;
  let alToken: string;

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    org = await createOrganization(t.app, await signInSuperUser(t.app, t.database), 'Digest Works');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    const mandatory = await insertReadyCourse(t.database.db, { title: 'Fire Drill' });
    const optional = await insertReadyCourse(t.database.db, { title: 'Desk Ergonomics' });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, mandatory.id, { dueDate: '2030-06-30' });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, optional.id, { dueDate: '2030-06-30', mandatory: false });
    await addEmployee(t.app, org.adminToken, org.tenant.id, 'bo@digest-org.test');
    alToken = await addEmployee(t.app, org.adminToken, org.tenant.id, 'al@digest-org.test');
    mail = { db: t.database.db, jobs: t.jobs, sending: false, publicBase: 'https://training.example.com', onJobError: () => {} };
  });
  afterAll(() => t.close());

  const messages = async (kind: string) =>
    (await listOutboxMessages(t.database.db, org.tenant.id)).filter((row) => row.kind === kind);

  const reminderSettings = (token: string, method: 'GET' | 'PUT' = 'GET', payload?: unknown) =>
    t.app.inject({ method, url: '/api/user-dashboard/reminder-settings', headers: bearer(token), payload: payload as object });

  it('lets an employee turn reminders for optional courses off; only employees have the setting', async () => {
    expect((await reminderSettings(alToken)).json()).toEqual({ optionalCourseReminders: true });
    const off = await reminderSettings(alToken, 'PUT', { optionalCourseReminders: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ optionalCourseReminders: false });
    expect((await reminderSettings(alToken)).json()).toEqual({ optionalCourseReminders: false });
    expect((await reminderSettings(alToken, 'PUT', { optionalCourseReminders: 'no' })).statusCode).toBe(400);
    expect((await reminderSettings(org.adminToken)).statusCode).toBe(403);
  });

  it('reminds of optional courses unless the employee turned that off; mandatory courses always', async () => {
    await sweepReminders(mail, new Date('2030-07-01T08:00:00Z'));
    const overdue = await messages('overdue');
    expect(overdue.map((row) => [row.toEmail, row.subject]).sort()).toEqual([
      ['al@digest-org.test', 'Overdue: "Fire Drill" was due on 2030-06-30'],
      ['bo@digest-org.test', 'Overdue: "Desk Ergonomics" was due on 2030-06-30'],
      ['bo@digest-org.test', 'Overdue: "Fire Drill" was due on 2030-06-30'],
    ]);
  });

  it('sends each admin one digest a week listing the overdue employees per course', async () => {
    expect(await sweepOverdueDigests(mail, new Date('2030-06-30T08:00:00Z'))).toBe(0);
    expect(await sweepOverdueDigests(mail, new Date('2030-07-01T08:00:00Z'))).toBe(1);
    expect(await sweepOverdueDigests(mail, new Date('2030-07-03T08:00:00Z'))).toBe(0);
    expect(await sweepOverdueDigests(mail, new Date('2030-07-08T08:00:00Z'))).toBe(1);
    const digests = await messages('overdue-digest');
    expect(digests.map((row) => [row.toEmail, row.subject]).sort()).toEqual([
      [org.admin.adminEmail, 'Digest Works: 4 overdue trainings (2030-W27)'],
      [org.admin.adminEmail, 'Digest Works: 4 overdue trainings (2030-W28)'],
    ]);
    const digest = digests.find((row) => row.subject.endsWith('(2030-W27)'));
    expect(digest!.text).toContain(
      [
        'These employees of Digest Works have not finished training that is past its due date:',
        '',
        'Desk Ergonomics (2)',
        '- Employee <al@digest-org.test>, due 2030-06-30',
        '- Employee <bo@digest-org.test>, due 2030-06-30',
        '',
        'Fire Drill (2)',
        '- Employee <al@digest-org.test>, due 2030-06-30',
        '- Employee <bo@digest-org.test>, due 2030-06-30',
        '',
        'Open the admin dashboard:',
        'https://training.example.com/admin/dashboard',
      ].join('\n'),
    );
  });
});
