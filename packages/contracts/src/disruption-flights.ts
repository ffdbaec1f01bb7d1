import * as z from 'zod/mini';
import { flightRecord } from './flights';

/** A flight on the disruption page: what a traveller needs to find theirs, nothing more. */
export const disruptedFlight = z.pick(flightRecord, {
  flightId: true,
  flightNo: true,
  airline: true,
  airlineCn: true,
  airlineEn: true,
  airlineFr: true,
  airlineKr: true,
  depOrArr: true,
  orgCityCn: true,
  orgCityEn: true,
  orgCityFr: true,
  orgCityKr: true,
  dstCityCn: true,
  dstCityEn: true,
  dstCityFr: true,
  dstCityKr: true,
  setoffTimePlan: true,
  setoffTimePred: true,
  arriTimePlan: true,
  arriTimePred: true,
  terminal: true,
  flightStatus: true,
});
export type DisruptedFlight = z.infer<typeof disruptedFlight>;

/** At most this many of each list are sent; the totals say how many there are. */
export const DISRUPTED_FLIGHTS_SHOWN = 200;

/** GET flight/disrupted: today's cancelled and delayed passenger flights, earliest first. */
export const disruptedFlights = z.object({
  cancelled: z.array(disruptedFlight),
  delayed: z.array(disruptedFlight),
  cancelledTotal: z.int(),
  delayedTotal: z.int(),
  /** Airline code → the airline's hotline, for the airlines of the flights listed. */
  hotlines: z.record(z.string(), z.string()),
});
export type DisruptedFlights = z.infer<typeof disruptedFlights>;
