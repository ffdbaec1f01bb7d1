import type { AlertChannel, FlightRecord } from '@can/contracts';
import { ALERT_END_AFTER_MS } from '@can/contracts/alerts';
import {
  airportDayOf,
  airportInstant,
  airportMinuteOfDay,
  parseAirportDateTime,
} from '../../platform/airport-time';

/**
 * The channels a subscription's contact allows: SMS to its mobile, mail to its address, web
 * push to its browser's endpoint. Changing channels sets or clears these.
 */
export function channelsOf(s: {
  mobile: string | null;
  email: string | null;
  push_endpoint: string | null;
}): AlertChannel[] {
  return [
    ...(s.mobile ? (['sms'] as const) : []),
    ...(s.email ? (['email'] as const) : []),
    ...(s.push_endpoint ? (['push'] as const) : []),
  ];
}

/** When the flight leaves or lands: the actual time, else the estimate, else the plan. */
export function flightTimeOf(record: FlightRecord): number {
  const d = record.depOrArr === 'D';
  const text = d
    ? record.setoffTimeAct || record.setoffTimePred || record.setoffTimePlan
    : record.arriTimeAct || record.arriTimePred || record.arriTimePlan;
  return parseAirportDateTime(text);
}

/** A subscription ends by itself 3 hours after its flight departed or arrived. */
export function endOfAlerts(record: FlightRecord): string {
  return new Date(flightTimeOf(record) + ALERT_END_AFTER_MS).toISOString();
}

/** True once alerts for the flight would already have ended: nothing left to follow. */
export function flightIsOver(record: FlightRecord, nowMs: number): boolean {
  return flightTimeOf(record) + ALERT_END_AFTER_MS <= nowMs;
}

const QUIET_FROM = 23 * 60;
const QUIET_UNTIL = 7 * 60;
const SOON_MS = 3 * 60 * 60_000;

/**
 * When an alert SMS may go out under quiet hours: now, or 07:00 airport time. The default keeps
 * SMS out of 23:00–07:00 unless the flight departs (or lands) within 3 hours, when the message
 * matters more than the hour.
 */
export function smsAllowedFrom(now: number, record: FlightRecord, quietHours: boolean): number {
  if (!quietHours) return now;
  const minute = airportMinuteOfDay(now);
  const quiet = minute >= QUIET_FROM || minute < QUIET_UNTIL;
  if (!quiet || flightTimeOf(record) - now <= SOON_MS) return now;
  const morning = airportDayOf(now + (minute >= QUIET_FROM ? 24 * 60 * 60_000 : 0));
  return airportInstant(morning, QUIET_UNTIL);
}
