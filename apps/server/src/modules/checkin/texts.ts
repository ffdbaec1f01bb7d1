import type { Locale } from '@can/contracts';
import type { Cabin } from '@can/contracts/checkin';
import { CAN_CITY, cityOf } from '../../reference/cities';
import { message } from '../../platform/messages';

const OFFSET_MS = 8 * 3_600_000;

/** Airport-local `YYYY-MM-DD HH:mm` of an instant (Asia/Shanghai has no daylight saving). */
export const localTime = (t: number) =>
  new Date(t + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
export const localClock = (t: number) => localTime(t).slice(11);

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
