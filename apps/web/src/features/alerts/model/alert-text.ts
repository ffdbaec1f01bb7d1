import type { Locale } from '@can/contracts/locale';
import { formatAirportDay, formatAirportTime } from '../../../lib/airport-time';

/** "Sat 22 Nov 17:05": when a subscription ends by itself, in airport time. */
export const endsAtText = (iso: string, locale: Locale) =>
  `${formatAirportDay(iso, locale)} ${formatAirportTime(iso)}`;

/** The flight's page, which the result of a link and the member's list lead to. */
export const flightDetailHref = (flightId: string) =>
  `/flight/detail?flightId=${encodeURIComponent(flightId)}`;
