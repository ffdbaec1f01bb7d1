import type { Locale } from '@can/contracts';
import { airportClock } from '../../platform/airport-time';

/** "HH:mm" airport time of an instant. */
export function airportClockText(instant: Date): string {
  return airportClock(instant);
}

/** Stored hours: "allDay" (24 hours), "lastFlight" (opens until the last flight) or a range. */
export interface Hours {
  opens: string;
  closes: string;
  hours_kind: string;
}

/**
 * Whether an outlet is open at `hhmm` (airport time). Times compare as text ("07:00" < "22:00");
 * closing time "24:00" is midnight; a range whose closing is before its opening runs past it.
 */
export function isOpenAt(hours: Hours, hhmm: string): boolean {
  if (hours.hours_kind === 'allDay') return true;
  const { opens, closes } = hours;
  return closes > opens ? hhmm >= opens && hhmm < closes : hhmm >= opens || hhmm < closes;
}

const TEXTS: Record<Locale, { allDay: string; lastFlight: string }> = {
  'zh-CN': { allDay: '24 小时', lastFlight: '{opens}-最后一班航班' },
  'en-US': { allDay: '24 hours', lastFlight: '{opens}-last flight' },
  'fr-FR': { allDay: '24 h/24', lastFlight: '{opens}-dernier vol' },
  'ko-KR': { allDay: '24시간', lastFlight: '{opens}-마지막 항공편' },
};

/** "07:00-22:00", "24 hours" or "07:00-last flight" in the request's language. */
export function hoursText(hours: Hours, locale: Locale): string {
  if (hours.hours_kind === 'allDay') return TEXTS[locale].allDay;
  if (hours.hours_kind === 'lastFlight')
    return TEXTS[locale].lastFlight.replace('{opens}', hours.opens);
  return `${hours.opens}-${hours.closes}`;
}
