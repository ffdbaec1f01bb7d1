import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** The Mailer the environment names: SMTP with SMTP_URL, otherwise the outbox table. */
export function mailerFor(
  config: Config,
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
): Mailer {
  if (config.SMTP_URL) {
    return new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM }, deps.log);
  }
  return new OutboxMailer(deps.db, deps.clock, deps.log);
}
