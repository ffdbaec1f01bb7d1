import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Log } from '../../platform/log';
import { maskedMobile } from '../../platform/masked-mobile';
import { insertOutboxMessage } from './repo';
import type { SmsGateway, SmsMessage } from './sms-gateway';

/**
 * The default gateway: every message goes to the `sms_outbox` table (tests and developers read
 * codes there) and to one log line. This line is the only place a code is ever logged.
 */
export class ConsoleSmsGateway implements SmsGateway {
  readonly name = 'console';
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Log,
  ) {}

  async send(message: SmsMessage, within?: Db): Promise<void> {
    await insertOutboxMessage(within ?? this.db, {
      mobile: message.mobile,
      content: message.content,
      purpose: message.purpose,
      created_at: this.clock.now().toISOString(),
    });
    // Codes are read here in development; alerts (links with tokens) are read in the table.
    const logged =
      message.purpose === 'alert'
        ? { mobile: maskedMobile(message.mobile), purpose: message.purpose }
        : { mobile: message.mobile, purpose: message.purpose, content: message.content };
    this.log.info({ sms: logged }, 'sms outbox');
  }
}
