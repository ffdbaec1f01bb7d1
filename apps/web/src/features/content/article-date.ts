import { AIRPORT_TIME_ZONE, type Locale } from '@can/contracts/locale';

/** "2025年11月20日", "20 November 2025", "20 novembre 2025", "2025년 11월 20일", airport time. */
export function formatArticleDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en-US' ? 'en-GB' : locale, {
    dateStyle: 'long',
    timeZone: AIRPORT_TIME_ZONE,
  }).format(new Date(iso));
}

/** "2025-11-20" in airport time, for lists (tabular figures line up). */
export function formatListDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: AIRPORT_TIME_ZONE,
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
