import type { DeskAlertSubscription } from '@can/contracts/admin-alerts';
import { ALERT_CHANNELS, type AlertChannel } from '@can/contracts/alert-paths';
import type { Db } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { BusinessRuleError } from '../../../platform/errors';
import { maskedAddress } from '../../../platform/mailer';
import { maskedMobile } from '../../../platform/masked-mobile';
import type { AuditActor, AuditLog } from '../audit';
import type { AlertDeskPort, DeskContact, DeskSubscriptionView } from './ports';

/** audit_log.target is varchar(120). */
const TARGET_MAX = 120;

const isChannel = (c: string): c is AlertChannel =>
  (ALERT_CHANNELS as readonly string[]).includes(c);

/**
 * The contact as stored: a mainland number without spaces, dashes or a +86 / 0086 in front, an
 * address in lower case. Neither given is refused.
 */
export function deskContact(input: DeskContact): DeskContact {
  const mobile = (input.mobile ?? '')
    .replace(/[\s()-]/g, '')
    .replace(/^(?:\+|00)?86(?=1\d{10}$)/, '');
  const email = (input.email ?? '').trim().toLowerCase();
  if (!mobile && !email) throw new BusinessRuleError('adminAlertsContactRequired');
  return { ...(mobile ? { mobile } : {}), ...(email ? { email } : {}) };
}

/** The contact as the audit log may show it: masked, never the number or address. */
const maskedContact = (contact: DeskContact) =>
  [
    contact.mobile ? maskedMobile(contact.mobile) : '',
    contact.email ? maskedAddress(contact.email) : '',
  ]
    .filter(Boolean)
    .join(' / ');

const view = (s: DeskSubscriptionView): DeskAlertSubscription => ({
  id: s.id,
  flightId: s.flightId,
  flightNo: s.flightNo,
  flightDate: s.flightDate,
  status: s.status,
  channels: s.channels.filter(isChannel),
  contact: s.contact,
  endsAt: s.endsAt,
});

/**
 * Flight alerts at the service desk: a traveller who calls or comes to the desk is found by
 * mobile number or e-mail address, and their alerts are ended (some or all) in one audited
 * transaction, the contact erased from them.
 */
export function createAlertsDesk({
  db,
  audit,
  alertsDesk,
}: {
  db: Db;
  audit: AuditLog;
  alertsDesk: AlertDeskPort;
}) {
  return {
    async find(input: DeskContact): Promise<DeskAlertSubscription[]> {
      return (await alertsDesk.lookup(deskContact(input))).map(view);
    },

    /** Ends the contact's live alerts (the ids given, else all); refused when none was live. */
    async end(
      actor: AuditActor,
      input: DeskContact & { ids?: number[] },
    ): Promise<DeskAlertSubscription[]> {
      const contact = deskContact(input);
      return inTransaction(db, async (trx) => {
        const ended = await alertsDesk.end(trx, contact, input.ids);
        if (ended.length === 0) throw new BusinessRuleError('adminAlertsNoneToEnd');
        const ids = ended.map((s) => s.id);
        await audit.record(trx, actor, {
          action: 'alerts.end',
          target: `alert-contact:${maskedContact(contact)}`.slice(0, TARGET_MAX),
          before: {
            subscriptions: ended.map((s) => ({
              id: s.id,
              flightId: s.flightId,
              flightNo: s.flightNo,
              flightDate: s.flightDate,
              status: s.status,
              channels: s.channels,
              contact: s.contact,
            })),
          },
          after: { ids, status: 'ended', contact: 'erased' },
        });
        return ended.map(view);
      });
    },
  };
}

export type AlertsDesk = ReturnType<typeof createAlertsDesk>;
