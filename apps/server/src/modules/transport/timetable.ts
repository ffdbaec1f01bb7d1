import type { NextDeparture } from '@can/contracts';
import { airportIso, airportMinuteOfDay } from '../../platform/airport-time';

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Airport time of an instant: minutes since midnight, ISO 8601 with offset (service.ts uses it). */
export { airportIso, airportMinuteOfDay };

/**
 * The next `count` departures from now over every terminal's timetable, continuing with
 * tomorrow's first coaches after the last one of the day.
 */
export function nextDepartures(
  timetable: { terminal: string; times: string[] }[],
  now: Date,
  count = 6,
): NextDeparture[] {
  const current = airportMinuteOfDay(now);
  const all = timetable
    .flatMap(({ terminal, times }) => times.map((time) => ({ terminal, time, m: minutesOf(time) })))
    .sort((a, b) => a.m - b.m || a.terminal.localeCompare(b.terminal));
  const today = all
    .filter((d) => d.m >= current)
    .map((d) => ({
      time: d.time,
      terminal: d.terminal,
      inMinutes: d.m - current,
      tomorrow: false,
    }));
  const tomorrow = all.map((d) => ({
    time: d.time,
    terminal: d.terminal,
    inMinutes: d.m + 1440 - current,
    tomorrow: true,
  }));
  return [...today, ...tomorrow].slice(0, count);
}
