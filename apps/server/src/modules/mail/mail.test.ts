import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailSender } from '../../ports/mail-sender.ts';
import { createSmtpMailSender } from '../../providers/mail/smtp-mail-sender.ts';
import { bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { sendOutboxMessage, sendQueuedMailJobs } from './mail-job.ts';
import { insertOutboxMessage, listOutboxMessages } from './mail.repository.ts';
import { outbox } from '../../db/schema.ts';
import { eq, sql } from 'drizzle-orm';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const publicUrl = 'https://training.example.com';

const addWithoutPassword = (t: TestApp, adminToken: string, tenantId: string, name: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tenant-admin/tenants/${tenantId}/users`,
    headers: bearer(adminToken),
    payload: { name, email },
  });

describe('invite mail through a real SMTP server', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let org: Awaited<ReturnType<typeof createOrganization>>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Complyra <training@complyra.test>', PUBLIC_URL: publicUrl },
      startJobs: true,
    });
    org = await createOrganization(t.app, await signInSuperUser(t.app, t.database), 'Harbour Logistics');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers one message with the absolute invite link and the organization name when an admin adds an employee', async () => {
    const res = await addWithoutPassword(t, org.adminToken, org.tenant.id, 'Nora Quinn', 'nora@mail-org.test');
    expect(res.statusCode).toBe(201);
    const { inviteUrl } = res.json<{ inviteUrl: string }>();
    expect(inviteUrl).toMatch(/^\/invite\/[\w-]+$/);

    const [mail] = await waitFor(() => (smtp.received.length > 0 ? smtp.received : undefined));
    expect(mail!.to).toEqual(['nora@mail-org.test']);
    expect(mail!.from).toBe('training@complyra.test');
    expect(mail!.subject).toBe('Harbour Logistics invites you to your training');
    expect(mail!.decoded).toContain('Hello Nora Quinn,');
    expect(mail!.decoded).toContain('Harbour Logistics has added you to its compliance training on Complyra.');
    expect(mail!.decoded).toContain(`${publicUrl}${inviteUrl}`);
    expect(mail!.decoded).toContain(`<a href="${publicUrl}${inviteUrl}">Set your password and start</a>`);

    const rows = await waitFor(async () => {
      const found = await listOutboxMessages(t.database.db, org.tenant.id);
      return found[0]?.status === 'sent' ? found : undefined;
    });
    expect(rows.map((row) => [row.kind, row.toEmail, row.status, row.attempts])).toEqual([['invite', 'nora@mail-org.test', 'sent', 1]]);
    expect(smtp.received).toHaveLength(1);
  });

  it('mails every imported employee, and a resent invite as a new message with the new link', async () => {
    const before = smtp.received.length;
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/tenant-admin/tenants/${org.tenant.id}/users/import`,
      headers: { ...bearer(org.adminToken), 'content-type': 'text/csv' },
      payload: 'name,email\nAna Ruiz,ana@mail-org.test\nBen Okafor,ben@mail-org.test\n',
    });
    expect(imported.statusCode).toBe(200);
    await waitFor(() => (smtp.received.length === before + 2 ? true : undefined));
    expect(smtp.received.slice(before).flatMap((mail) => mail.to).sort()).toEqual(['ana@mail-org.test', 'ben@mail-org.test']);

    const users = (
      await t.app.inject({ method: 'GET', url: `/api/tenant-admin/tenants/${org.tenant.id}/users`, headers: bearer(org.adminToken) })
    ).json<{ id: string; email: string }[]>();
    const ana = users.find((user) => user.email === 'ana@mail-org.test')!;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/tenant-admin/tenants/${org.tenant.id}/users/${ana.id}/invite`,
      headers: bearer(org.adminToken),
    });
    expect(resent.statusCode).toBe(200);
    const { inviteUrl } = resent.json<{ inviteUrl: string }>();
    const mail = await waitFor(() => smtp.received[before + 2]);
    expect(mail.to).toEqual(['ana@mail-org.test']);
    expect(mail.decoded).toContain(`${publicUrl}${inviteUrl}`);
    expect(mail.decoded).toContain('Hello Ana Ruiz,');
  });

  it('sends a message left queued by a stop once, even when two servers start and both send its job', async () => {
    const before = smtp.received.length;
    await insertOutboxMessage(t.database.db, {
      tenantId: org.tenant.id,
      toEmail: 'left@mail-org.test',
      kind: 'invite',
      dedupeKey: 'test:left-before-a-stop',
      subject: 'Written just before a stop',
      text: 'Hello',
      html: '<p>Hello</p>',
      status: 'queued',
    });
    const sentJobs = await Promise.all([sendQueuedMailJobs(t.database.db, t.jobs), sendQueuedMailJobs(t.database.db, t.jobs)]);
    expect(sentJobs).toEqual([1, 1]);
    await waitFor(async () => {
      const rows = await listOutboxMessages(t.database.db, org.tenant.id);
      return rows.find((row) => row.dedupeKey === 'test:left-before-a-stop')?.status === 'sent' ? true : undefined;
    });
    expect(smtp.received.slice(before).map((m) => m.subject)).toEqual(['Written just before a stop']);
  });

  it('requeues a message a crash left sending and mails it once across a restart of two servers; a live send is left alone', async () => {
    const before = smtp.received.length;
    const stuckRow = (key: string, subject: string) =>
      insertOutboxMessage(t.database.db, {
        tenantId: org.tenant.id, toEmail: 'stuck@mail-org.test', kind: 'invite', dedupeKey: key, subject, text: 'Hello',
        html: '<p>Hello</p>', status: 'sending',
      });
    const crashed = (await stuckRow('test:crashed-while-sending', 'Claimed before a crash'))!;
    const live = (await stuckRow('test:being-sent-now', 'Being sent by a live server'))!;
    // The crashed claim is twenty minutes old (longer than any send may take); the live one is a second old.
    await t.database.db.update(outbox).set({ claimedAt: sql`now() - interval '20 minutes'`, attempts: 1 }).where(eq(outbox.id, crashed.id));
    await t.database.db.update(outbox).set({ claimedAt: sql`now() - interval '1 second'`, attempts: 1 }).where(eq(outbox.id, live.id));

    await Promise.all([sendQueuedMailJobs(t.database.db, t.jobs), sendQueuedMailJobs(t.database.db, t.jobs)]);
    const rows = await waitFor(async () => {
      const found = await listOutboxMessages(t.database.db, org.tenant.id);
      return found.find((row) => row.id === crashed.id)?.status === 'sent' ? found : undefined;
    });
    expect(rows.find((row) => row.id === crashed.id)).toMatchObject({ attempts: 2, lastError: null });
    expect(rows.find((row) => row.id === live.id)).toMatchObject({ status: 'sending', attempts: 1 });
    // A later start finds nothing more to send.
    await sendQueuedMailJobs(t.database.db, t.jobs);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const arrived = smtp.received.slice(before);
    expect(arrived.map((m) => m.subject)).toEqual(['Claimed before a crash']);
    // Every send of one row carries the same Message-ID, so a copy a crash let through twice reads as one.
    expect(arrived[0]!.raw).toContain(`Message-ID: <${crashed.id}@complyra>`);
  });
});

describe('the outbox without SMTP_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds the invite with its link (on http://localhost:PORT) and still shows the link to the admin', async () => {
    const org = await createOrganization(t.app, await signInSuperUser(t.app, t.database), 'Quiet Harbour');
    const res = await addWithoutPassword(t, org.adminToken, org.tenant.id, 'Omar Said', 'omar@quiet-org.test');
    expect(res.statusCode).toBe(201);
    const { inviteUrl } = res.json<{ inviteUrl: string }>();
    const rows = await listOutboxMessages(t.database.db, org.tenant.id);
    expect(rows.map((row) => [row.kind, row.toEmail, row.status, row.subject])).toEqual([
      ['invite', 'omar@quiet-org.test', 'held', 'Quiet Harbour invites you to your training'],
    ]);
    expect(rows[0]!.text).toContain(`http://localhost:3000${inviteUrl}`);
  });
});

describe('sending one outbox message', () => {
  let smtp: SmtpTestServer;
  let sender: MailSender;
  let t: TestApp;
  let tenantId: string;
  let n = 0;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    sender = createSmtpMailSender({ url: smtp.url, from: 'training@complyra.test' });
    t = await createTestApp();
    tenantId = (await createOrganization(t.app, await signInSuperUser(t.app, t.database), 'Once Only')).tenant.id;
  });
  afterAll(async () => {
    sender.close();
    await t.close();
    await smtp.close();
  });

  const queued = async () => {
    const row = await insertOutboxMessage(t.database.db, {
      tenantId,
      toEmail: `person${++n}@once.test`,
      kind: 'invite',
      dedupeKey: `test:${n}`,
      subject: `Message ${n}`,
      text: 'Hello',
      html: '<p>Hello</p>',
      status: 'queued',
    });
    return row!.id;
  };
  const deps = () => ({ db: t.database.db, sender });

  it('keeps a message at most once per dedupe key', async () => {
    const first = { tenantId, toEmail: 'a@once.test', kind: 'invite' as const, dedupeKey: 'test:same', subject: 's', text: 't', html: 'h' };
    expect(await insertOutboxMessage(t.database.db, { ...first, status: 'queued' })).toBeDefined();
    expect(await insertOutboxMessage(t.database.db, { ...first, status: 'queued' })).toBeUndefined();
  });

  it('sends once when the same job runs twice', async () => {
    const id = await queued();
    const before = smtp.received.length;
    expect(await sendOutboxMessage(deps(), id)).toBe('sent');
    expect(await sendOutboxMessage(deps(), id)).toBe('skipped');
    expect(smtp.received.slice(before).map((mail) => mail.subject)).toEqual([`Message ${n}`]);
  });

  it('sends once when two runs of the job start at the same moment', async () => {
    const id = await queued();
    const before = smtp.received.length;
    const outcomes = await Promise.all([sendOutboxMessage(deps(), id), sendOutboxMessage(deps(), id)]);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    expect(smtp.received.slice(before).map((mail) => mail.subject)).toEqual([`Message ${n}`]);
  });

  it('puts a refused message back for the retry with its error, and marks it failed on the last attempt', async () => {
    const id = await queued();
    smtp.refuseNext(1);
    await expect(sendOutboxMessage(deps(), id, false)).rejects.toThrow('Mailbox busy, try again later');
    let row = (await listOutboxMessages(t.database.db, tenantId)).find((r) => r.id === id)!;
    expect([row.status, row.attempts, row.lastError]).toEqual(['queued', 1, expect.stringContaining('Mailbox busy, try again later')]);
    expect(await sendOutboxMessage(deps(), id, false)).toBe('sent');
    row = (await listOutboxMessages(t.database.db, tenantId)).find((r) => r.id === id)!;
    expect([row.status, row.attempts, row.lastError]).toEqual(['sent', 2, null]);

    const last = await queued();
    smtp.refuseNext(1);
    await expect(sendOutboxMessage(deps(), last, true)).rejects.toThrow('Mailbox busy');
    row = (await listOutboxMessages(t.database.db, tenantId)).find((r) => r.id === last)!;
    expect([row.status, row.attempts]).toEqual(['failed', 1]);
  });
});
