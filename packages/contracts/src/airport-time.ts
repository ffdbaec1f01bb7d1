/**
 * Airport time (Asia/Shanghai), for both apps (decision 020). China has kept UTC+8 all year since
 * 1991 (no daylight saving), so airport time is the instant plus eight hours: this file is the
 * one place that knows the offset. Plain arithmetic, no time-zone data: a phone pays nothing on
 * its first date. Words (weekdays, months) come from Intl in the reader's language, in the web
 * app's lib/airport-time.ts.
 */
const OFFSET_MS = 8 * 3_600_000;
/** The offset as ISO 8601 writes it. */
const OFFSET_TEXT = '+08:00';

/** An instant: a Date, epoch ms, or a text Date can read (ISO 8601 with its offset). */
export type Instant = Date | number | string;

const epochMs = (instant: Instant) =>
  typeof instant === 'number' ? instant : new Date(instant).getTime();

/** A Date whose UTC fields read the airport's wall clock. */
const shifted = (instant: Instant) => new Date(epochMs(instant) + OFFSET_MS);

/** "YYYY-MM-DDTHH:mm:ss.sssZ" with the airport's wall clock in place of UTC's. */
const wallClock = (instant: Instant) => shifted(instant).toISOString();

/** The airport-local calendar day of an instant, YYYY-MM-DD. */
export const airportDayOf = (instant: Instant) => wallClock(instant).slice(0, 10);

/** An airport-local ISO date-time that has no offset ("2026-11-22T14:05:00"), with the airport's. */
export const withAirportOffset = (localIso: string) => `${localIso}${OFFSET_TEXT}`;

/** Airport-local ISO 8601 with offset, to the second: "2026-11-22T14:05:00+08:00". */
export const airportIso = (instant: Instant) => withAirportOffset(wallClock(instant).slice(0, 19));

/** Airport-local "2026-11-22 14:05:09". */
export const airportDateTimeSeconds = (instant: Instant) =>
  wallClock(instant).slice(0, 19).replace('T', ' ');

/** Airport-local "2026-11-22 14:05". */
export const airportDateTime = (instant: Instant) =>
  wallClock(instant).slice(0, 16).replace('T', ' ');

/** Airport-local "14:05". */
export const airportClock = (instant: Instant) => wallClock(instant).slice(11, 16);

/** Minutes since midnight, airport time, of an instant (0–1439). */
export function airportMinuteOfDay(instant: Instant): number {
  const local = shifted(instant);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** Epoch ms of an airport-local date ("YYYY-MM-DD") and minute of the day. */
export function airportInstant(date: string, minuteOfDay: number): number {
  return Date.parse(`${date}T00:00:00Z`) - OFFSET_MS + minuteOfDay * 60_000;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;

/**
 * Epoch ms of an airport-local "YYYY-MM-DD HH:mm" or "YYYY-MM-DD HH:mm:ss" (as the flight service
 * writes its times), or NaN when it does not parse. Date.parse rolls over what is out of range
 * (2026-02-30 is in March): callers that must refuse it compare `airportDateTime` of the answer
 * with the text.
 */
export function parseAirportDateTime(text: string): number {
  const match = LOCAL_DATE_TIME.exec(text.trim());
  if (!match) return Number.NaN;
  const [, date, clock, seconds] = match;
  return Date.parse(withAirportOffset(`${date}T${clock}${seconds ?? ':00'}`));
}
