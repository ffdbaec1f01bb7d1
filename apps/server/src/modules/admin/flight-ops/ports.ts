import type { FlightListQuery, FlightRecord } from '@can/contracts';

/**
 * What flight operations borrow from the flights module (app.ts passes them; modules never
 * import each other): the public search and lookup, which apply the overrides, and the two
 * steps after a change.
 */
export interface FlightOpsPorts {
  search(q: FlightListQuery & { keyword: string }): Promise<FlightRecord[]>;
  find(flightId: string): Promise<{
    flight: { depOrArr: 'D' | 'A'; plannedDeparture: number; plannedArrival: number };
    record: FlightRecord;
  }>;
  /** Every instance forgets its overrides and answer caches. */
  overridesChanged(): Promise<void>;
  /** Publishes the change to every open board now (the update stream's tick, its own claim). */
  tick(claim: string): Promise<unknown>;
}
