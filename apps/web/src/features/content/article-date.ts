import { AIRPORT_TIME_ZONE, type Locale } from '@can/contracts/locale';
import { formatAirportDate } from '../../lib/airport-time';
import { dateFormat } from '../../lib/date-format';

/** "2025年11月20日", "20 November 2025", "20 novembre 2025", "2025년 11월 20일", airport time. */
export function formatArticleDate(iso: string, locale: Locale): string {
  return dateFormat(locale === 'en-US' ? 'en-GB' : locale, {
    dateStyle: 'long',
    timeZone: AIRPORT_TIME_ZONE,
  }).format(new Date(iso));
}

/** "2025-11-20" in airport time, for lists (tabular figures line up). */
export function formatListDate(iso: string): string {
  return formatAirportDate(iso);
}
