import { AIRPORT_TIME_ZONE } from '@can/contracts';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: AIRPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The airport-local calendar day of an instant, YYYY-MM-DD. */
export function airportDayOf(instant: Date): string {
  return dayFormat.format(instant);
}
