import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { MailDeliveryError, maskedAddress, type MailMessage, type Mailer } from './mailer';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (never logged). */
  url: string;
  from: string;
  /** Give up on an unreachable server after this long (a reply waits on it). */
  timeoutMs?: number;
}

/** Sends through an SMTP server with nodemailer (SMTP_URL, MAIL_FROM). */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    private readonly options: SmtpMailerOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    const timeout = options.timeoutMs ?? 15_000;
    this.transport = nodemailer.createTransport(options.url, {
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(message: MailMessage): Promise<{ id: string }> {
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      if (info.rejected.length > 0) throw new MailDeliveryError(this.name, 'recipient rejected');
      this.log.info(
        { mail: { id: info.messageId, to: maskedAddress(message.to), subject: message.subject } },
        'mail sent',
      );
      return { id: info.messageId };
    } catch (error) {
      if (error instanceof MailDeliveryError) throw error;
      // nodemailer's error codes (EAUTH, ECONNECTION, EENVELOPE…) and the server's reply code
      // say what went wrong without repeating credentials or the message.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      throw new MailDeliveryError(
        this.name,
        [code, responseCode].filter((part) => part !== undefined).join(' ') || 'failed',
      );
    }
  }

  close(): void {
    this.transport.close();
  }
}
