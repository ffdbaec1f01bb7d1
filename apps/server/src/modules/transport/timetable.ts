import type { NextDeparture } from '@can/contracts';

/** Asia/Shanghai has kept UTC+8 without daylight saving since 1991. */
const AIRPORT_OFFSET_MS = 8 * 3_600_000;

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes since midnight, airport time, of an instant. */
export function airportMinuteOfDay(instant: Date): number {
  const local = new Date(instant.getTime() + AIRPORT_OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** "2026-11-22T14:05:00+08:00" */
export function airportIso(instant: Date): string {
  const local = new Date(instant.getTime() + AIRPORT_OFFSET_MS);
  return `${local.toISOString().slice(0, 19)}+08:00`;
}

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
