import { dayMs, expiringNoticeDays } from '@complyra/core';
import { listExpiringOpenCertificates } from '../assignments/course-cycles.repository.ts';
import { type MailOutbox, queueMail } from './mail-outbox.ts';
import { trainingMailBody } from './training-mail-body.ts';
import { complianceNow } from '../../lib/clock.ts';

/** The notice's subject, text and HTML: which course, when the certificate expires, the link to retake it. */
export function composeExpiringMail(input: { organization: string; name: string; title: string; expiresAt: Date; link: string }) {
  const day = input.expiresAt.toISOString().slice(0, 10);
  const subject = `Your certificate for "${input.title}" expires on ${day}`;
  const situation = `Your certificate for "${input.title}" expires on ${day}. ${input.organization} asks you to take the course again then; it re-opens on your dashboard when the certificate expires.`;
  return { subject, ...trainingMailBody({ name: input.name, situation, link: input.link, linkLead: 'Your training:' }) };
}

/**
 * Every certificate of an open cycle that expires within `expiringNoticeDays`: one notice to its holder
 * (the dedupe key names the certificate, so a second sweep writes nothing). Returns how many are new.
 */
export async function sweepExpiringCertificates(mail: MailOutbox, now = complianceNow()): Promise<number> {
  let queued = 0;
  const until = new Date(now.getTime() + expiringNoticeDays * dayMs);
  for (const row of await listExpiringOpenCertificates(mail.db, now, until)) {
    const expiresAt = new Date(row.expiresAt!);
    const isNew = await queueMail(mail, {
      tenantId: row.tenantId,
      toEmail: row.email,
      kind: 'certificate-expiring',
      dedupeKey: `certificate-expiring:${row.certificateId}:${expiresAt.toISOString()}`,
      ...composeExpiringMail({ ...row, expiresAt, link: `${mail.publicBase}/dashboard` }),
    });
    if (isNew) queued++;
  }
  return queued;
}
