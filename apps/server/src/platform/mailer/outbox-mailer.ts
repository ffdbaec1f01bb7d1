import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import { maskedAddress, type MailMessage, type Mailer } from './mailer';

/**
 * The default Mailer: every message goes to the `mail_outbox` table (developers and tests read
 * mail there) and one log line naming it. The line carries no body: replies can hold personal
 * details, and the table is where they are read.
 */
export class OutboxMailer implements Mailer {
  readonly name = 'outbox';
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly domain = 'outbox.gbiac.net',
  ) {}

  async send(message: MailMessage, within?: Db): Promise<{ id: string }> {
    const id = `<${randomUUID()}@${this.domain}>`;
    await (within ?? this.db)
      .insertInto('mail_outbox')
      .values({
        message_id: id,
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        created_at: this.clock.now().toISOString(),
      })
      .execute();
    this.log.info(
      { mail: { id, to: maskedAddress(message.to), subject: message.subject } },
      'mail outbox',
    );
    return { id };
  }
}
