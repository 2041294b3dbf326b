import nodemailer from 'nodemailer';
import type { MailMessage, MailSender } from '../../ports/mail-sender.ts';

/** Mail through the SMTP server of SMTP_URL (nodemailer), sent as MAIL_FROM. */
export function createSmtpMailSender(settings: { url: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(settings.url, { from: settings.from });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

/** The sender the settings ask for: none without SMTP_URL (messages are then held in the outbox). */
export function createMailSender(env: { SMTP_URL?: string; MAIL_FROM?: string }): MailSender | undefined {
  if (!env.SMTP_URL || !env.MAIL_FROM) return undefined;
  return createSmtpMailSender({ url: env.SMTP_URL, from: env.MAIL_FROM });
}
