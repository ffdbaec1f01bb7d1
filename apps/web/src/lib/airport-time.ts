import {
  airportClock,
  airportDateTime,
  airportDayOf,
  airportIso,
  parseAirportDateTime,
  type Instant,
} from '@can/contracts/airport-time';
import { AIRPORT_TIME_ZONE, type Locale } from '@can/contracts/locale';
import { dateFormat } from './date-format';

/**
 * Times are shown in airport local time (Asia/Shanghai), 24-hour, whatever the device's zone.
 * Flight records carry "YYYY-MM-DD HH:mm:ss" in airport time; other API times are ISO 8601.
 *
 * The numeric forms are the arithmetic both apps share (@can/contracts/airport-time, decision
 * 020); words (weekdays, months) come from Intl in the reader's language.
 */
type DateInput = Instant;

export { airportIso };

/** "14:05" */
export const formatAirportTime = (value: DateInput): string => airportClock(value);

/** "2025-11-22" */
export const formatAirportDate = (value: DateInput): string => airportDayOf(value);

/** "2025-11-22 14:05" */
export const formatAirportDateTime = (value: DateInput): string => airportDateTime(value);

/** Today's date at the airport, "2025-11-22", e.g. for the flight board's day choice. */
export function airportToday(now: DateInput = Date.now()): string {
  return airportDayOf(now);
}

/** Reads a flight service time ("2025-11-22 14:05:00", airport local) into an instant. */
export function parseAirportTime(text: string): Date {
  return new Date(parseAirportDateTime(text));
}

/** Localized short day in airport time: "11月22日 周六", "Sat 22 Nov", "sam. 22 nov.", "11월 22일 (토)". */
export function formatAirportDay(value: DateInput, locale: Locale): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    dateFormat(locale === 'en-US' ? 'en-GB' : locale, {
      timeZone: AIRPORT_TIME_ZONE,
      ...options,
    }).format(new Date(value));
  const weekday = part({ weekday: 'short' });
  const day = String(Number(part({ day: 'numeric' }).replace(/\D/g, '')));
  if (locale === 'zh-CN' || locale === 'ko-KR') {
    const month = String(Number(part({ month: 'numeric' }).replace(/\D/g, '')));
    return locale === 'zh-CN'
      ? `${month}月${day}日 ${weekday}`
      : `${month}월 ${day}일 (${weekday})`;
  }
  return `${weekday} ${day} ${part({ month: 'short' })}`;
}
