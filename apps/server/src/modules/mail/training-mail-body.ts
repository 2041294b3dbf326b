import { escapeHtml } from './invite-mail.ts';

/**
 * The body every training mail to an employee shares: a greeting, the situation in one paragraph and the
 * link into their training, as plain text (`linkLead` before the link) and as simple HTML.
 */
export function trainingMailBody(input: { name: string; situation: string; link: string; linkLead: string }) {
  const text = [`Hello ${input.name},`, '', input.situation, '', input.linkLead, input.link].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    `<p>${escapeHtml(input.situation)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">Open your training</a><br>${escapeHtml(input.link)}</p>`,
  ].join('\n');
  return { text, html };
}
