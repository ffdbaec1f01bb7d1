import type { Db } from '../../db/database';

/** One email: plain text always (every client reads it), HTML optionally. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Where email goes: the outbox table by default, an SMTP server with SMTP_URL.
 * `within` is the caller's open transaction: the outbox writes its row there, so a change and
 * the mail it sends are stored together or not at all (the SMTP adapter cannot take part in a
 * transaction; callers send last, so a refused message rolls the change back).
 */
export interface Mailer {
  readonly name: string;
  send(message: MailMessage, within?: Db): Promise<{ id: string }>;
}

/** The mail server refused the message or could not be reached; its reply stays out of logs. */
export class MailDeliveryError extends Error {
  constructor(
    readonly transport: string,
    readonly reason: string,
  ) {
    super(`${transport} did not accept the message: ${reason}`);
    this.name = 'MailDeliveryError';
  }
}

/** "l***@example.com": enough to tell messages apart in a log, not a full address. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
