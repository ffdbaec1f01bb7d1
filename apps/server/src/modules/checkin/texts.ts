import type { Locale } from '@can/contracts';
import type { Cabin } from '@can/contracts/checkin';
import { CAN_CITY, cityOf } from '../../reference/cities';
import { airportClock, airportDateTime } from '../../platform/airport-time';
import { message } from '../../platform/messages';

/** Airport-local `YYYY-MM-DD HH:mm` of an instant. */
export const localTime = (t: number) => airportDateTime(t);
/** Airport-local `HH:mm` of an instant. */
export const localClock = (t: number) => airportClock(t);

const FIELD = { 'zh-CN': 'zh', 'en-US': 'en', 'fr-FR': 'fr', 'ko-KR': 'ko' } as const;

export function cityName(code: string, locale: Locale): string {
  const city = code === 'CAN' ? CAN_CITY : cityOf(code);
  return city ? city[FIELD[locale]] : code;
}

export const cabinName = (cabin: Cabin, locale: Locale) =>
  message(locale, cabin === 'C' ? 'checkinCabinC' : 'checkinCabinY');

/** Domestic flights board 40 minutes before departure, others 50 (the airlines' usual times). */
export function boardingMinutes(to: string): number {
  return cityOf(to)?.scope === 'D' ? 40 : 50;
}
