import type { FlightRecord } from '@can/contracts/flights';
import { airportIso, formatAirportDate } from '../../../lib/airport-time';

/*
 * Flight times arrive as "YYYY-MM-DD HH:mm:ss" in airport local time (UTC+8), so a board shows
 * them as they are: no time-zone arithmetic, 24-hour, tabular figures.
 */

/** "14:05" of "2025-11-22 14:05:00"; "" for an empty time. */
export const clock = (text: string) => (text.length >= 16 ? text.slice(11, 16) : '');

/** Days between the flight's date and the time's date: -1, 0, +1 (marked beside the time). */
export function dayShift(text: string, flightDate: string): number {
  if (text.length < 10) return 0;
  const at = Date.parse(`${text.slice(0, 10)}T00:00:00Z`);
  const base = Date.parse(`${flightDate}T00:00:00Z`);
  return Number.isNaN(at) || Number.isNaN(base) ? 0 : Math.round((at - base) / 86_400_000);
}

export type TimeKind = 'estimated' | 'actual';

export interface MovementTimes {
  /** Scheduled time here: departure for a departure, arrival for an arrival. */
  scheduled: string;
  /** The newer time (estimated, or actual once moved), when it differs from the schedule. */
  latest?: { text: string; kind: TimeKind };
  /** The latest time differs from the schedule: it is the one emphasised. */
  changed: boolean;
}

/** The times a board shows for this airport's end of the flight. */
export function movementTimes(r: FlightRecord): MovementTimes {
  const departure = r.depOrArr === 'D';
  const scheduled = departure ? r.setoffTimePlan : r.arriTimePlan;
  const actual = departure ? r.setoffTimeAct : r.arriTimeAct;
  const estimated = departure ? r.setoffTimePred : r.arriTimePred;
  const latest = actual
    ? { text: actual, kind: 'actual' as const }
    : estimated
      ? { text: estimated, kind: 'estimated' as const }
      : undefined;
  const changed = !!latest && clock(latest.text) !== clock(scheduled);
  return { scheduled, latest: changed ? latest : undefined, changed };
}

/** The time the flight is expected to leave or arrive, for sorting alerts and the calendar. */
export function bestTime(r: FlightRecord, end: 'departure' | 'arrival'): string {
  return end === 'departure'
    ? r.setoffTimeAct || r.setoffTimePred || r.setoffTimePlan
    : r.arriTimeAct || r.arriTimePred || r.arriTimePlan;
}

/** "16:52:05" in airport time, for the board's "updated" stamp. */
export function stampClock(at: number): string {
  return airportIso(at).slice(11, 19);
}

/** Today's date at the airport shifted by `day`, as "YYYY-MM-DD". */
export function airportDate(now: number, day: number): string {
  return formatAirportDate(now + day * 86_400_000);
}

/** "YYYY-MM-DD" moved by whole days. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD HH:mm:ss" at the airport for an instant; such texts sort in time order. */
export function airportClockText(at: number): string {
  return airportIso(at).slice(0, 19).replace('T', ' ');
}
