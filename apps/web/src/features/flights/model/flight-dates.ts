import type { Locale } from '@can/contracts/locale';
import { formatAirportDay, parseAirportTime } from '../../../lib/airport-time';
import { dateFormat } from '../../../lib/date-format';

const intlLocale = (locale: Locale) => (locale === 'en-US' ? 'en-GB' : locale);

/** "22 Nov", "11月22日", "22 nov.", "11월 22일" for a "YYYY-MM-DD" airport date. */
export function shortDate(date: string, locale: Locale): string {
  return dateFormat(intlLocale(locale), {
    timeZone: 'Asia/Shanghai',
    month: 'short',
    day: 'numeric',
  }).format(parseAirportTime(`${date} 12:00`));
}

/** "Sun 22 Nov", "11月22日 周日"…, for a "YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss" airport time. */
export function longDate(text: string, locale: Locale): string {
  const at = parseAirportTime(text.length > 10 ? text : `${text} 12:00`);
  return Number.isNaN(at.getTime()) ? '' : formatAirportDay(at, locale);
}
