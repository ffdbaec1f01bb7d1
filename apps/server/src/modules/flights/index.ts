import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import type { Flights } from './create-flights';
import { flightRoutes } from './routes';
import { flightStreamRoutes, type FlightStreamOptions } from './stream-routes';

/**
 * The flights module's public API: the shared flight service, overrides and change feed
 * (createFlights), the schedule sources and the schedule file import.
 */
export { createFlights, type CreateFlightsDeps, type Flights } from './create-flights';
export type { FlightService, WeatherAt } from './flight-service';
export type { FlightUpdate, FlightUpdates } from './flight-updates';
export type { FlightOverride, FlightOverrideSource } from './flight-overrides';
export type { LiveState, ScheduledFlight, FlightStatusCode } from './flight-types';
export { GeneratedSchedule, StoredOrGeneratedSchedule, type FlightSource } from './flight-source';
export { FLIGHT_OVERRIDES_CHANNEL, type StoredOverrides } from './stored-overrides';
export { FLIGHT_UPDATES_CHANNEL } from './flight-updates';
export { importSchedule, parseSchedule, ScheduleFileError } from './schedule-import';

export interface FlightsDeps {
  /** Built once in app.ts (createFlights): other modules read the same service and feed. */
  flights: Pick<Flights, 'service' | 'updates'>;
  clock: Clock;
  /** Crisis mode's state, sent on the live stream (the disruption service). */
  site: FlightStreamOptions['site'];
  /** Live streams this instance holds at most (STREAM_MAX_SUBSCRIBERS). */
  maxSubscribers: number;
}

/** The flight board's reads (POST and cacheable GET), the disruption list and the live stream. */
export const flightsModule: FastifyPluginAsyncZod<FlightsDeps> = async (
  app,
  { flights, clock, site, maxSubscribers },
) => {
  await app.register(flightRoutes, { flights: flights.service, clock });
  await app.register(flightStreamRoutes, { updates: flights.updates, site, maxSubscribers });
};
