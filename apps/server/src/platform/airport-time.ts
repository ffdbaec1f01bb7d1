/**
 * Airport time for the server: the functions both apps share (decision 020), from the contracts
 * package, so the server and the web app cannot disagree on the offset or a format.
 */
export {
  airportClock,
  airportDateTime,
  airportDateTimeSeconds,
  airportDayOf,
  airportInstant,
  airportIso,
  airportMinuteOfDay,
  parseAirportDateTime,
  withAirportOffset,
  type Instant,
} from '@can/contracts/airport-time';
