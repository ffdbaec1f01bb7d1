import { AIRPORT_TIME_ZONE, type Locale } from '@can/contracts/locale';
import { dateFormat } from './date-format';

/**
 * Times are shown in airport local time (Asia/Shanghai), 24-hour, whatever the device's zone.
 * Flight records carry "YYYY-MM-DD HH:mm:ss" in airport time; other API times are ISO 8601.
 *
 * China has kept UTC+8 all year since 1991 (no daylight saving), so airport time is a fixed
 * offset for every date the site shows; the numeric forms below are that arithmetic (decision
 * 020: a time-zone library or Intl made a phone pay tens of milliseconds on its first date).
 * Words (weekdays, months) come from Intl in the reader's language.
 */
type DateInput = Date | number | string;

const AIRPORT_OFFSET_MS = 8 * 3_600_000;

/** "YYYY-MM-DDTHH:mm:ss.sssZ" with the airport's wall clock in place of UTC's. */
export const airportIso = (value: DateInput) =>
  new Date(new Date(value).getTime() + AIRPORT_OFFSET_MS).toISOString();

/** "14:05" */
export function formatAirportTime(value: DateInput): string {
  return airportIso(value).slice(11, 16);
}

/** "2025-11-22" */
export function formatAirportDate(value: DateInput): string {
  return airportIso(value).slice(0, 10);
}

/** "2025-11-22 14:05" */
export function formatAirportDateTime(value: DateInput): string {
  const iso = airportIso(value);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** Today's date at the airport, "2025-11-22", e.g. for the flight board's day choice. */
export function airportToday(now: DateInput = Date.now()): string {
  return formatAirportDate(now);
}

/** Reads a flight service time ("2025-11-22 14:05:00", airport local) into an instant. */
export function parseAirportTime(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const seconds = Number.isNaN(s) ? 0 : (s ?? 0);
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, seconds) - AIRPORT_OFFSET_MS);
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
