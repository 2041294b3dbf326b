import { reopenExpiredCourses } from '../assignments/course-cycles.service.ts';
import { sweepExpiringCertificates } from './expiring-certificate-mail.ts';
import type { MailOutbox } from './mail-outbox.ts';
import { sweepOverdueDigests } from './overdue-digest-mail.ts';
import { sweepReminders } from './reminder-mail.ts';
import { complianceNow } from '../../lib/clock.ts';

/**
 * The day's compliance work, in this order: courses whose certificate expired re-open for a new cycle (so
 * the reminders see their new due dates), then the due-soon and overdue reminders, the 30-day notices of
 * expiring certificates and the admins' weekly digest. Every step is idempotent: a second run writes nothing.
 */
export async function runDailySweep(mail: MailOutbox, now = complianceNow()) {
  const reopened = await reopenExpiredCourses(mail.db, now);
  const reminders = await sweepReminders(mail, now);
  const expiring = await sweepExpiringCertificates(mail, now);
  const digests = await sweepOverdueDigests(mail, now);
  return { reopened, reminders, expiring, digests };
}
