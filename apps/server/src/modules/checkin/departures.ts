import { airportDayOf } from '../../platform/airport-time';

/**
 * The schedule as check-in needs it. app.ts, the seed and the booking command pass the flight
 * schedule's `flightsOn` (modules never import each other); the fields match its flights.
 */
export interface Departure {
  flightId: string;
  flightNo: string;
  flightDate: string;
  airline: string;
  depOrArr: 'D' | 'A';
  type: '1' | '2';
  domesticOrIntl: 'D' | 'I';
  city: string;
  plannedDeparture: number;
  plannedArrival: number;
  terminal: string;
  gate: string;
  aircraft: string;
  shares: string[];
}

export type DeparturesOn = (date: string) => Promise<Departure[]>;

const DAY_MS = 86_400_000;
const dayOf = (t: number) => airportDayOf(t);

/** Passenger departures from CAN whose planned departure is in [from, to] (epoch ms). */
export async function departuresBetween(
  flightsOn: DeparturesOn,
  from: number,
  to: number,
): Promise<Departure[]> {
  const days = new Set<string>();
  for (let t = from; t <= to + DAY_MS; t += DAY_MS) days.add(dayOf(Math.min(t, to)));
  const all: Departure[] = [];
  for (const day of days) all.push(...(await flightsOn(day)));
  return all.filter(
    (f) =>
      f.depOrArr === 'D' &&
      f.type === '1' &&
      f.plannedDeparture >= from &&
      f.plannedDeparture <= to,
  );
}

/** The departure with this number (as flown or as a codeshare) inside [from, to], or null. */
export async function departureNumbered(
  flightsOn: DeparturesOn,
  flightNo: string,
  from: number,
  to: number,
): Promise<Departure | null> {
  const no = flightNo.trim().toUpperCase();
  const list = await departuresBetween(flightsOn, from, to);
  return list.find((f) => f.flightNo === no) ?? list.find((f) => f.shares.includes(no)) ?? null;
}
