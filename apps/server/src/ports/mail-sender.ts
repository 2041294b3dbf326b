/** One message as it leaves the product: plain text for every reader, simple HTML for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every send of one outbox row (`<id@complyra>`): a copy delivered twice reads as one message. */
  messageId?: string;
}

/**
 * What the mail module needs from the outside world: hand one message to the mail system. It resolves once
 * the SMTP server accepted the message and throws when it refused it or could not be reached.
 */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
