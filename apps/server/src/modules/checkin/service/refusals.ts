/** The check-in rules: why a segment cannot be checked in or cancelled now. */
import {
  CHECKIN_MAX_CANCELS,
  CHECKIN_CANCEL_CLOSES_MINUTES,
  type CheckinBlock,
} from '@can/contracts/checkin';
import { BusinessRuleError } from '../../../platform/errors';
import type { MessageKey } from '../../../platform/messages';
import { notOrdinaryAdult } from '../eligibility';
import type { PassengerRow, SegmentRow } from '../repo';
import { localTime } from '../texts';
import { WINDOW, windowPlace } from '../window';

export const refuse = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new BusinessRuleError(key, params);

const BLOCK_KEYS: Record<Exclude<CheckinBlock, 'notOrdinaryAdult'>, MessageKey> = {
  notOpenYet: 'checkinNotOpenYet',
  closed: 'checkinClosed',
  departed: 'checkinDeparted',
  checkedInAtCounter: 'checkinCancelAtCounter',
};

/** Why the segment cannot be checked in now (key and its parameters), or null. */
export function blockOf(
  p: PassengerRow,
  s: SegmentRow,
  now: number,
): { block: CheckinBlock; key: MessageKey; params: Record<string, string> } | null {
  const departure = Number(s.departure);
  const place = windowPlace(departure, now);
  if (place !== 'open') {
    return {
      block: place,
      key: BLOCK_KEYS[place],
      params: { opens: localTime(departure - WINDOW.opensBeforeMs) },
    };
  }
  const adult = notOrdinaryAdult(p, s.flight_date);
  if (adult) return { block: 'notOrdinaryAdult', key: adult, params: {} };
  if (s.status === 'checkedIn' && s.channel !== 'web') {
    return { block: 'checkedInAtCounter', key: 'checkinCancelAtCounter', params: {} };
  }
  return null;
}

/** The cancel rules in order; null when the check-in may be cancelled now. */
export function cancelRefusal(
  s: SegmentRow,
  now: number,
): [MessageKey, Record<string, number>] | null {
  if (s.status !== 'checkedIn') return ['checkinNotCheckedIn', {}];
  if (s.channel !== 'web') return ['checkinCancelAtCounter', {}];
  if (s.cancel_count >= CHECKIN_MAX_CANCELS) {
    return ['checkinCancelLimit', { max: CHECKIN_MAX_CANCELS }];
  }
  if (now > Number(s.departure) - WINDOW.cancelClosesBeforeMs) {
    return ['checkinCancelTooLate', { minutes: CHECKIN_CANCEL_CLOSES_MINUTES }];
  }
  return null;
}
