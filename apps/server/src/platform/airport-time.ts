import { AIRPORT_TIME_ZONE } from '@can/contracts';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: AIRPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Asia/Shanghai keeps UTC+8 all year (no daylight saving), so a day is a fixed UTC span. */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

let cachedSpan = { start: 0, end: 0, day: '' };

/** The airport-local calendar day of an instant, YYYY-MM-DD (cached per day: it is on hot paths). */
export function airportDayOf(instant: Date): string {
  const t = instant.getTime();
  if (t >= cachedSpan.start && t < cachedSpan.end) return cachedSpan.day;
  const start = Math.floor((t + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  cachedSpan = { start, end: start + DAY_MS, day: dayFormat.format(instant) };
  return cachedSpan.day;
}
