import { ResultCode, type FlightRecord, type Locale } from '@can/contracts';
import {
  MAX_FOLLOWED_FLIGHTS,
  type AlertChannel,
  type AlertChannelsBody,
  type AlertSubscribeBody,
  type AlertSubscription,
  type AlertTokenAnswer,
  type PushSubscriptionBody,
} from '@can/contracts/alerts';
import type { SendSmsAnswer } from '@can/contracts/member';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../platform/clock';
import { AppError, BusinessRuleError, NotFoundError } from '../../platform/errors';
import { maskedAddress, type Mailer } from '../../platform/mailer';
import type { MessageKey } from '../../platform/messages';
import { enforceLimits } from '../../platform/rate-limit';
import type { Store } from '../../platform/store';
import { maskedMobile } from '../../platform/masked-mobile';
import type { AlertSmsCodes } from './ports';
import type { AlertDetector } from './alert-detector';
import type { AlertLinks } from './alert-links';
import { alertConfirmMail } from './alert-texts';
import type { AlertTokens } from './alert-token';
import { pushEndpointAllowed } from './push-sender';
import { channelsOf, endOfAlerts, flightTimeOf } from './subscription-rules';
import * as repo from './repo';

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

/** A signed-in member as alerts see them: the login mobile and the confirmed address. */
export interface AlertMember {
  memberId: number;
  mobile: string;
  email: string | null;
}

type Contacts = Pick<repo.SubscriptionRow, 'mobile' | 'email' | 'push_endpoint' | 'push_keys'>;

/** The SMS codes that confirm a number for alerts open nothing else. */
const SMS_PURPOSE = 'alerts';
const CONFIRM_LINK_MS = 24 * 60 * 60_000;
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const HOUR = 60 * 60_000;

function invalid(key: MessageKey, field: string): AppError {
  return new AppError(ResultCode.invalidInput, key, {}, { fields: [{ field, issue: 'invalid' }] });
}

/** A browser's push subscription, refused unless it points at a known push service. */
function checkedPush(
  push: PushSubscriptionBody | undefined,
  hosts: readonly string[],
): Pick<Contacts, 'push_endpoint' | 'push_keys'> {
  if (!push) return { push_endpoint: null, push_keys: null };
  if (!pushEndpointAllowed(push.endpoint, hosts)) throw invalid('alertsPushRefused', 'push');
  return { push_endpoint: push.endpoint, push_keys: JSON.stringify(push.keys) };
}

/** A member's contacts for the chosen channels: login mobile, confirmed address, this browser. */
function memberContacts(
  member: AlertMember,
  channels: readonly AlertChannel[],
  push: Pick<Contacts, 'push_endpoint' | 'push_keys'>,
): Contacts {
  const on = new Set(channels);
  if (on.size === 0) throw invalid('alertsNeedChannel', 'channels');
  if (on.has('email') && !member.email) throw new BusinessRuleError('alertsNoMemberEmail');
  if (on.has('push') && !push.push_endpoint) throw invalid('alertsPushRefused', 'push');
  return {
    mobile: on.has('sms') ? member.mobile : null,
    email: on.has('email') ? member.email : null,
    push_endpoint: on.has('push') ? push.push_endpoint : null,
    push_keys: on.has('push') ? push.push_keys : null,
  };
}

function view(s: repo.SubscriptionRow, tokens: AlertTokens): AlertSubscription {
  return {
    id: s.id,
    flightId: s.flight_id,
    flightNo: s.flight_no,
    flightDate: s.flight_date,
    status: s.status === 'pending' ? 'pending' : 'active',
    channels: channelsOf(s),
    mobile: s.mobile ? maskedMobile(s.mobile) : null,
    email: s.email ? maskedAddress(s.email) : null,
    quietHours: s.quiet_hours === 1,
    locale: s.locale,
    endsAt: s.ends_at,
    unsubscribeToken: tokens.make('unsubscribe', s.id),
  };
}

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
    if (flightTimeOf(record) + 3 * HOUR <= now()) throw new BusinessRuleError('alertsFlightOver');
    return record;
  }

  /** A new subscription to `record`'s flight; its dates follow from the flight. */
  function insert(
    trx: Db,
    record: FlightRecord,
    row: Contacts & Pick<repo.SubscriptionRow, 'member_id' | 'status' | 'locale' | 'quiet_hours'>,
  ): Promise<number> {
    return repo.insertSubscription(trx, {
      ...row,
      flight_id: record.flightId,
      flight_no: record.flightNo,
      flight_date: record.flightDate,
      created_at: new Date(now()).toISOString(),
      ends_at: endOfAlerts(record),
    });
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
          subscription: view(same, tokens),
          messageKey: same.status === 'pending' ? 'alertsConfirmSent' : 'alertsSubscribed',
          email: address ?? undefined,
        };
      }
      if (new Set(live.map((s) => s.flight_id)).size >= MAX_FOLLOWED_FLIGHTS) {
        throw new BusinessRuleError('alertsTooMany', { max: MAX_FOLLOWED_FLIGHTS });
      }
      await deps.detector.remember(record);
      const row = await inTransaction(db, async (trx) => {
        const id = await insert(trx, record, {
          member_id: member?.memberId ?? null,
          status: address ? 'pending' : 'active',
          ...contacts,
          locale: input.locale,
          quiet_hours: body.quietHours === false ? 0 : 1,
        });
        if (address) {
          const confirmUrl = deps.links.confirm(id, now() + CONFIRM_LINK_MS);
          const mail = alertConfirmMail({ locale: input.locale, flight: record, confirmUrl });
          await deps.mailer.send({ to: address, ...mail }, trx);
        }
        return (await repo.findSubscription(trx, id))!;
      });
      return {
        subscription: view(row, tokens),
        messageKey: address ? 'alertsConfirmSent' : 'alertsSubscribed',
        email: address ?? undefined,
      };
    },

    /** A member's new channels for one of their subscriptions (at least one). */
    async channels(member: AlertMember, body: AlertChannelsBody): Promise<AlertSubscription> {
      const s = await repo.findSubscription(db, body.id);
      if (!s || s.member_id !== member.memberId || s.status === 'ended') throw new NotFoundError();
      const push = body.push
        ? checkedPush(body.push, deps.pushHosts)
        : { push_endpoint: s.push_endpoint, push_keys: s.push_keys };
      await repo.setContacts(db, s.id, memberContacts(member, body.channels, push));
      return view((await repo.findSubscription(db, s.id))!, tokens);
    },

    /**
     * A member followed flights (user/followFlights, the board's bell while signed in): each
     * one not yet followed for alerts gets SMS alerts to the login mobile, within the limit of
     * 10; flights over or unknown are passed by. The member changes channels in the centre.
     */
    async memberFollowed(input: {
      memberId: number;
      mobile: string;
      flightIds: string[];
      locale: Locale;
    }): Promise<void> {
      for (const flightId of new Set(input.flightIds)) {
        const live = await repo.liveSubscriptionsOf(db, input);
        if (live.some((s) => s.flight_id === flightId)) continue;
        if (new Set(live.map((s) => s.flight_id)).size >= MAX_FOLLOWED_FLIGHTS) return;
        const record = await deps.findFlight(flightId);
        if (!record || flightTimeOf(record) + 3 * HOUR <= now()) continue;
        await deps.detector.remember(record);
        await insert(db, record, {
          member_id: input.memberId,
          status: 'active',
          mobile: input.mobile,
          email: null,
          push_endpoint: null,
          push_keys: null,
          locale: input.locale,
          quiet_hours: 1,
        });
      }
    },

    /** A member stopped following a flight: its alerts to them end too. */
    async memberUnfollowed(input: { memberId: number; flightId: string }): Promise<void> {
      const ids = (await repo.memberSubscriptions(db, input.memberId))
        .filter((s) => s.flight_id === input.flightId)
        .map((s) => s.id);
      await inTransaction(db, (trx) =>
        repo.endSubscriptions(trx, ids, new Date(now()).toISOString()),
      );
    },

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

    async mine(memberId: number): Promise<AlertSubscription[]> {
      return (await repo.memberSubscriptions(db, memberId)).map((s) => view(s, tokens));
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
