import { useTranslation } from '../../../lib/i18n';
import type { FlightRecord } from '@can/contracts/flights';
import { parseLocale, type Locale } from '@can/contracts/locale';
import { farEnd, stopover } from './flight-text';

/** The reader's language, for picking the Cn/En/Fr/Kr fields of a flight record. */
export function useFlightLocale(): Locale {
  const { i18n } = useTranslation('flights');
  return parseLocale(i18n.resolvedLanguage ?? i18n.language);
}

/** The far end of the flight and its stopover, named in the reader's language (rows and cards). */
export function useFlightPlaces(record: FlightRecord) {
  const locale = useFlightLocale();
  return { place: farEnd(record, locale), via: stopover(record, locale) };
}
