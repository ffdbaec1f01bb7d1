import { ResultCode, type FlightRecord } from '@can/contracts';
import type { AlertChannel, PushSubscriptionBody } from '@can/contracts/alerts';
import type { Db } from '../../db/database';
import { AppError, BusinessRuleError } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import { pushEndpointAllowed } from './push-sender';
import { endOfAlerts } from './subscription-rules';
import * as repo from './repo';

/** A signed-in member as alerts see them: the login mobile and the confirmed address. */
export interface AlertMember {
  memberId: number;
  mobile: string;
  email: string | null;
}

export type Contacts = Pick<
  repo.SubscriptionRow,
  'mobile' | 'email' | 'push_endpoint' | 'push_keys'
>;
type PushContact = Pick<Contacts, 'push_endpoint' | 'push_keys'>;

export function invalid(key: MessageKey, field: string): AppError {
  return new AppError(ResultCode.invalidInput, key, {}, { fields: [{ field, issue: 'invalid' }] });
}

/** A browser's push subscription, refused unless it points at a known push service. */
export function checkedPush(
  push: PushSubscriptionBody | undefined,
  hosts: readonly string[],
): PushContact {
  if (!push) return { push_endpoint: null, push_keys: null };
  if (!pushEndpointAllowed(push.endpoint, hosts)) throw invalid('alertsPushRefused', 'push');
  return { push_endpoint: push.endpoint, push_keys: JSON.stringify(push.keys) };
}

/** A member's contacts for the chosen channels: login mobile, confirmed address, this browser. */
export function memberContacts(
  member: AlertMember,
  channels: readonly AlertChannel[],
  push: PushContact,
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

/** A new subscription to `record`'s flight, made at `nowMs`; its dates follow from the flight. */
export function insertSubscription(
  trx: Db,
  record: FlightRecord,
  row: Contacts & Pick<repo.SubscriptionRow, 'member_id' | 'status' | 'locale' | 'quiet_hours'>,
  nowMs: number,
): Promise<number> {
  return repo.insertSubscription(trx, {
    ...row,
    flight_id: record.flightId,
    flight_no: record.flightNo,
    flight_date: record.flightDate,
    created_at: new Date(nowMs).toISOString(),
    ends_at: endOfAlerts(record),
  });
}
