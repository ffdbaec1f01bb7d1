import type { FlightRecord } from '@can/contracts/flights';
import type { Locale } from '@can/contracts/locale';

/**
 * Names of cities, airlines and statuses come from the record, in the reader's language
 * (the flight service sends each in Chinese, English, French and Korean).
 */
type Suffix = 'Cn' | 'En' | 'Fr' | 'Kr';
const SUFFIX: Record<Locale, Suffix> = {
  'zh-CN': 'Cn',
  'en-US': 'En',
  'fr-FR': 'Fr',
  'ko-KR': 'Kr',
};

type Localized<P extends string> = Record<`${P}${Suffix}`, string>;

function pick<P extends string>(record: Localized<P>, prefix: P, locale: Locale): string {
  return record[`${prefix}${SUFFIX[locale]}`] || record[`${prefix}En`] || record[`${prefix}Cn`];
}

export const airlineName = (r: FlightRecord, locale: Locale) => pick(r, 'airline', locale);
export const statusText = (r: FlightRecord, locale: Locale) => pick(r, 'flightStatus', locale);

export interface Place {
  code: string;
  name: string;
}

/** The far end of the flight: the destination of a departure, the origin of an arrival. */
export function farEnd(r: FlightRecord, locale: Locale): Place {
  return r.depOrArr === 'D'
    ? { code: r.dstCity, name: pick(r, 'dstCity', locale) }
    : { code: r.orgCity, name: pick(r, 'orgCity', locale) };
}

export function origin(r: FlightRecord, locale: Locale): Place {
  return { code: r.orgCity, name: pick(r, 'orgCity', locale) };
}

export function destination(r: FlightRecord, locale: Locale): Place {
  return { code: r.dstCity, name: pick(r, 'dstCity', locale) };
}

/** The stop on the way, if any (the service names it in Chinese and English only). */
export function stopover(r: FlightRecord, locale: Locale): Place | undefined {
  if (!r.viaAirport && !r.isStop) return undefined;
  const name = locale === 'zh-CN' ? r.transferCityNameCn : r.transferCityNameEn;
  return { code: r.viaAirport, name: name || r.transferCityNameEn || r.viaAirport };
}

export const isCargo = (r: FlightRecord) => r.flightTask.startsWith('H');

/** Codeshare numbers sold on this flight, the operating one left out. */
export function codeshares(r: FlightRecord): string[] {
  const numbers = r.carouselFLights.map((c) => c.flightNo).concat(r.shareFlight);
  return [...new Set(numbers)].filter((n) => n && n !== r.flightNo);
}

export function airlineLogo(r: FlightRecord): string | undefined {
  return (
    r.carouselFLights.find((c) => c.flightNo === r.flightNo)?.logo ?? r.carouselFLights[0]?.logo
  );
}
