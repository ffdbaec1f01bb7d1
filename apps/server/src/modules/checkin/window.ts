import {
  CHECKIN_CANCEL_CLOSES_MINUTES,
  CHECKIN_CLOSES_HOURS,
  CHECKIN_OPENS_HOURS,
} from '@can/contracts/checkin';

const HOUR = 3_600_000;

/** Decision 011: online check-in is open from 48 h to 4 h before the planned departure. */
export const WINDOW = {
  opensBeforeMs: CHECKIN_OPENS_HOURS * HOUR,
  closesBeforeMs: CHECKIN_CLOSES_HOURS * HOUR,
  cancelClosesBeforeMs: CHECKIN_CANCEL_CLOSES_MINUTES * 60_000,
} as const;

export type WindowPlace = 'notOpenYet' | 'open' | 'closed' | 'departed';

export function windowPlace(departure: number, now: number): WindowPlace {
  if (now >= departure) return 'departed';
  if (now > departure - WINDOW.closesBeforeMs) return 'closed';
  if (now < departure - WINDOW.opensBeforeMs) return 'notOpenYet';
  return 'open';
}

/**
 * Where new bookings go: flights that stay inside the window for a good while (departing 8 to
 * 40 hours from now), so a booking made now can be checked in for hours.
 */
export const FRESH_BOOKING = { fromMs: 8 * HOUR, toMs: 40 * HOUR } as const;
/** A demo segment moves to a fresh flight once less than this is left before the window shuts. */
export const DEMO_ROLL_MARGIN_MS = 30 * 60_000;
