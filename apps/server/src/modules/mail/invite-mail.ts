import { findOrganizationName } from './mail.repository.ts';
import { type MailOutbox, queueMail } from './mail-outbox.ts';

export const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => htmlEntities[c]!);

export interface InviteMailInput {
  tenantId: string;
  userId: string;
  email: string;
  name: string;
  /** The invite's own id: a resent invite is a new message, the same invite is never mailed twice. */
  inviteId: string;
  /** The product path of the invite, `/invite/<token>`. */
  invitePath: string;
}

/** The invite's subject, text and HTML: who invites, the absolute link, how long it works. */
export function composeInviteMail(input: { organization: string; name: string; link: string }) {
  const subject = `${input.organization} invites you to your training`;
  const text = [
    `Hello ${input.name},`,
    '',
    `${input.organization} has added you to its compliance training on Complyra.`,
    'Open this link to set your password and start (it works for 7 days, once):',
    '',
    input.link,
    '',
    'If you did not expect this message, you can ignore it.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    `<p>${escapeHtml(input.organization)} has added you to its compliance training on Complyra.</p>`,
    `<p><a href="${escapeHtml(input.link)}">Set your password and start</a> (the link works for 7 days, once):<br>${escapeHtml(input.link)}</p>`,
    '<p>If you did not expect this message, you can ignore it.</p>',
  ].join('\n');
  return { subject, text, html };
}

/** Writes the employee's invite to the outbox (and mails it when SMTP is set). */
export async function mailInvite(mail: MailOutbox, input: InviteMailInput): Promise<void> {
  const organization = (await findOrganizationName(mail.db, input.tenantId)) ?? 'Your organization';
  const content = composeInviteMail({ organization, name: input.name, link: `${mail.publicBase}${input.invitePath}` });
  await queueMail(mail, {
    tenantId: input.tenantId,
    toEmail: input.email,
    kind: 'invite',
    dedupeKey: `invite:${input.userId}:${input.inviteId}`,
    ...content,
  });
}
