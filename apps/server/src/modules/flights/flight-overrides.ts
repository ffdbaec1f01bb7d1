import type { FlightStatusCode, LiveState, ScheduledFlight } from './flight-types';

const MIN = 60_000;

/** What flight operations set by hand for one flight; null leaves a field to the simulator. */
export interface FlightOverride {
  status: FlightStatusCode | null;
  estDeparture: number | null;
  estArrival: number | null;
  gate: string | null;
  belt: string | null;
  counter: string | null;
}

/** Where the flight service finds the overrides (the back office's table; none by default). */
export interface FlightOverrideSource {
  /** The overrides of one airport day's flights, by flight id. */
  forDay(date: string): Promise<ReadonlyMap<string, FlightOverride>>;
  /** Moves on whenever an override changes on any instance: part of every answer cache key. */
  revision(): number;
}

const DEPARTED: ReadonlySet<FlightStatusCode> = new Set([
  'departed',
  'departedOrigin',
  'arrived',
  'diverted',
]);

/**
 * The flight and its live state with the override's values winning: estimated times move the
 * predictions (a departure estimate alone moves the arrival by as much; the boarding time
 * follows the departure), a set status is shown as it is, and the
 * actual times follow the status. Without an override both are returned unchanged.
 */
export function withOverride(
  flight: ScheduledFlight,
  live: LiveState,
  o: FlightOverride | undefined,
): { flight: ScheduledFlight; live: LiveState } {
  if (!o) return { flight, live };
  const f = o.counter !== null ? { ...flight, counter: o.counter } : flight;
  const status = o.status ?? live.status;
  const predictedDeparture = o.estDeparture ?? live.predictedDeparture;
  // A later departure lands later by as much, unless an arrival estimate is given too.
  const predictedArrival =
    o.estArrival ?? live.predictedArrival + (predictedDeparture - live.predictedDeparture);
  const departing = f.depOrArr === 'D';
  const delayMinutes = Math.round(
    departing
      ? (predictedDeparture - f.plannedDeparture) / MIN
      : (predictedArrival - f.plannedArrival) / MIN,
  );
  const cancelled = status === 'cancelled';
  return {
    flight: f,
    live: {
      status,
      predictedDeparture,
      predictedArrival,
      actualDeparture: DEPARTED.has(status)
        ? (o.estDeparture ?? live.actualDeparture ?? predictedDeparture)
        : null,
      actualArrival:
        status === 'arrived' ? (o.estArrival ?? live.actualArrival ?? predictedArrival) : null,
      boardingTime:
        cancelled || live.boardingTime === null
          ? null
          : live.boardingTime + (predictedDeparture - live.predictedDeparture),
      gate: o.gate ?? live.gate,
      belt: o.belt ?? (cancelled ? '' : live.belt),
      delayMinutes,
    },
  };
}
