import type { FlightRecord, Locale } from '@can/contracts';
import {
  MAX_FOLLOWED_FLIGHTS,
  type AlertSubscribeBody,
  type AlertSubscription,
  type AlertTokenAnswer,
} from '@can/contracts/alerts';
import type { SendSmsAnswer } from '@can/contracts/member';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../platform/clock';
import { BusinessRuleError, NotFoundError } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import type { MessageKey } from '../../platform/messages';
import { enforceLimits } from '../../platform/rate-limit';
import type { Store } from '../../platform/store';
import type { AlertSmsCodes } from './ports';
import type { AlertDetector } from './alert-detector';
import {
  checkedPush,
  insertSubscription,
  invalid,
  memberContacts,
  type AlertMember,
  type Contacts,
} from './alert-contacts';
import type { AlertLinks } from './alert-links';
import { alertConfirmMail } from './alert-texts';
import type { AlertTokens } from './alert-token';
import { createMemberAlerts } from './member-alerts';
import { flightIsOver } from './subscription-rules';
import { subscriptionView } from './subscription-view';
import * as repo from './repo';

export type { AlertMember } from './alert-contacts';

export interface AlertServiceDeps {
  db: Db;
  store: Store;
  clock: Clock;
  smsCodes: AlertSmsCodes;
  verifyCaptcha: (uuid: string, answer: string) => Promise<void>;
  mailer: Mailer;
  tokens: AlertTokens;
  links: AlertLinks;
  detector: Pick<AlertDetector, 'remember'>;
  findFlight: (flightId: string) => Promise<FlightRecord | null>;
  /** The VAPID public key browsers subscribe with. */
  pushKey: () => Promise<string>;
  /** Push services the server may post to (host suffixes, https; or exact origins). */
  pushHosts: readonly string[];
}

/** The SMS codes that confirm a number for alerts open nothing else. */
const SMS_PURPOSE = 'alerts';
const CONFIRM_LINK_MS = 24 * 60 * 60_000;
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const HOUR = 60 * 60_000;

/**
 * Following a flight for alerts (issue 22): a member's login mobile, a guest's mobile confirmed
 * by an SMS code, or a guest's address confirmed by a mailed link. Ten live flights per number,
 * address or member; a subscription ends by itself 3 hours after its flight, and its contact is
 * deleted when it ends.
 */
export function createAlertService(deps: AlertServiceDeps) {
  const { db, store, clock, tokens } = deps;
  const now = () => clock.now().getTime();

  async function flightToFollow(flightId: string): Promise<FlightRecord> {
    const record = await deps.findFlight(flightId);
    if (!record) throw new NotFoundError();
    if (flightIsOver(record, now())) throw new BusinessRuleError('alertsFlightOver');
    return record;
  }

  return {
    async sendCode(input: {
      mobile: string;
      captchaCode: string;
      captchaUuid: string;
      ip: string;
      locale: Locale;
    }): Promise<SendSmsAnswer> {
      await deps.verifyCaptcha(input.captchaUuid, input.captchaCode);
      return deps.smsCodes.send({
        purpose: SMS_PURPOSE,
        mobile: input.mobile,
        ip: input.ip,
        locale: input.locale,
        textKey: 'smsAlertCodeText',
      });
    },

    async subscribe(input: {
      body: AlertSubscribeBody;
      member: AlertMember | null;
      locale: Locale;
      ip: string;
    }): Promise<{ subscription: AlertSubscription; messageKey: MessageKey; email?: string }> {
      const { body, member } = input;
      const email = body.email?.trim().toLowerCase() || undefined;
      const guestMobile = body.mobile?.trim() || undefined;
      const push = checkedPush(body.push, deps.pushHosts);
      if (!member && !email && !guestMobile && !push.push_endpoint)
        throw new BusinessRuleError('alertsNeedContact');
      if (!member && email && guestMobile) throw invalid('alertsNeedContact', 'email');
      if (!member && email && (!EMAIL.test(email) || email.length > 200))
        throw invalid('alertsBadEmail', 'email');
      const contacts: Contacts = member
        ? memberContacts(
            member,
            body.channels ?? ['sms', ...(body.push ? ['push' as const] : [])],
            push,
          )
        : { mobile: null, email: email ?? null, ...push };
      const record = await flightToFollow(body.flightId);

      if (!member && guestMobile) {
        contacts.mobile = await deps.smsCodes.verify({
          purpose: SMS_PURPOSE,
          mobile: guestMobile,
          code: body.smsCode ?? '',
        });
      }
      const address = member ? null : contacts.email;
      if (address) {
        await enforceLimits(store, [
          { key: `alerts:mail:${address}`, max: 5, windowMs: 24 * HOUR },
          { key: `alerts:mail-ip:${input.ip}`, max: 20, windowMs: HOUR },
        ]);
      } else if (!member && !contacts.mobile) {
        await enforceLimits(store, [
          { key: `alerts:push-ip:${input.ip}`, max: 20, windowMs: HOUR },
        ]);
      }

      const live = await repo.liveSubscriptionsOf(db, {
        mobile: contacts.mobile ?? member?.mobile,
        email: contacts.email,
        memberId: member?.memberId,
        pushEndpoint: contacts.push_endpoint,
      });
      const same = live.find((s) => s.flight_id === record.flightId);
      if (same) {
        return {
          subscription: subscriptionView(same, tokens),
          messageKey: same.status === 'pending' ? 'alertsConfirmSent' : 'alertsSubscribed',
          email: address ?? undefined,
        };
      }
      if (new Set(live.map((s) => s.flight_id)).size >= MAX_FOLLOWED_FLIGHTS) {
        throw new BusinessRuleError('alertsTooMany', { max: MAX_FOLLOWED_FLIGHTS });
      }
      await deps.detector.remember(record);
      const row = await inTransaction(db, async (trx) => {
        const fields = {
          member_id: member?.memberId ?? null,
          status: address ? 'pending' : 'active',
          ...contacts,
          locale: input.locale,
          quiet_hours: body.quietHours === false ? 0 : 1,
        } as const;
        const id = await insertSubscription(trx, record, fields, now());
        if (address) {
          const confirmUrl = deps.links.confirm(id, now() + CONFIRM_LINK_MS);
          const mail = alertConfirmMail({ locale: input.locale, flight: record, confirmUrl });
          await deps.mailer.send({ to: address, ...mail }, trx);
        }
        return (await repo.findSubscription(trx, id))!;
      });
      return {
        subscription: subscriptionView(row, tokens),
        messageKey: address ? 'alertsConfirmSent' : 'alertsSubscribed',
        email: address ?? undefined,
      };
    },

    ...createMemberAlerts(deps),

    /** The VAPID public key for pushManager.subscribe. */
    pushKey: () => deps.pushKey(),

    async confirm(token: string): Promise<AlertTokenAnswer> {
      const id = tokens.read('confirm', token, now());
      const s = id === null ? undefined : await repo.findSubscription(db, id);
      if (!s) throw new BusinessRuleError('alertsBadToken');
      if (s.status === 'pending') await repo.activate(db, s.id);
      return {
        flightId: s.flight_id,
        flightNo: s.flight_no,
        status: s.status === 'ended' ? 'ended' : 'active',
      };
    },

    async unsubscribe(token: string): Promise<AlertTokenAnswer> {
      const id = tokens.read('unsubscribe', token, now());
      const s = id === null ? undefined : await repo.findSubscription(db, id);
      if (!s) throw new BusinessRuleError('alertsBadToken');
      await inTransaction(db, (trx) =>
        repo.endSubscriptions(trx, [s.id], new Date(now()).toISOString()),
      );
      return { flightId: s.flight_id, flightNo: s.flight_no, status: 'ended' };
    },

    /** Ends the subscriptions whose flight is 3 hours past; returns how many. */
    async endExpired(): Promise<number> {
      const at = new Date(now()).toISOString();
      const ids = await repo.expiredSubscriptionIds(db, at);
      return (await inTransaction(db, (trx) => repo.endSubscriptions(trx, ids, at))).length;
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
