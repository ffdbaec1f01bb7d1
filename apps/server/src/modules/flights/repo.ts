import type { Db } from '../../db/database';
import type { FlightOverride } from './flight-overrides';
import type { FlightStatusCode, ScheduledFlight } from './flight-types';

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** The imported schedule of one airport day (empty when none was imported for it). */
export async function scheduledFlightsOn(db: Db, date: string): Promise<ScheduledFlight[]> {
  const rows = await db
    .selectFrom('flight_schedule')
    .selectAll()
    .where('flight_date', '=', date)
    .execute();
  return rows.map((r) => ({
    flightId: r.flight_id,
    flightNo: r.flight_no,
    flightDate: r.flight_date,
    airline: r.airline,
    depOrArr: r.dep_or_arr as 'D' | 'A',
    type: r.type as '1' | '2',
    domesticOrIntl: r.domestic_or_intl as 'D' | 'I',
    city: r.city,
    via: r.via,
    plannedDeparture: Number(r.planned_departure),
    plannedArrival: Number(r.planned_arrival),
    terminal: r.terminal as ScheduledFlight['terminal'],
    counter: r.counter,
    gate: r.gate,
    belt: r.belt,
    exit: r.exit,
    aircraft: r.aircraft,
    shares: r.shares.split(' ').filter(Boolean),
    flightTask: r.flight_task,
  }));
}

/** Forgets the stored schedule of these days. */
export async function deleteScheduleDays(db: Db, dates: string[]): Promise<void> {
  await db.deleteFrom('flight_schedule').where('flight_date', 'in', dates).execute();
}

/** Stores flights of the schedule in one statement (the caller keeps batches small). */
export async function insertScheduledFlights(db: Db, flights: ScheduledFlight[]): Promise<void> {
  await db
    .insertInto('flight_schedule')
    .values(
      flights.map((f) => ({
        flight_id: f.flightId,
        flight_date: f.flightDate,
        flight_no: f.flightNo,
        dep_or_arr: f.depOrArr,
        type: f.type,
        airline: f.airline,
        domestic_or_intl: f.domesticOrIntl,
        city: f.city,
        via: f.via,
        planned_departure: f.plannedDeparture,
        planned_arrival: f.plannedArrival,
        terminal: f.terminal,
        counter: f.counter,
        gate: f.gate,
        belt: f.belt,
        exit: f.exit,
        aircraft: f.aircraft,
        shares: f.shares.join(' '),
        flight_task: f.flightTask,
      })),
    )
    .execute();
}

/** Flight operations' overrides of one airport day's flights, by flight id. */
export async function overridesOfDay(db: Db, date: string): Promise<Map<string, FlightOverride>> {
  const rows = await db
    .selectFrom('flight_override')
    .selectAll()
    .where('flight_date', '=', date)
    .execute();
  return new Map<string, FlightOverride>(
    rows.map((r) => [
      r.flight_id,
      {
        status: r.status as FlightStatusCode | null,
        estDeparture: num(r.est_departure),
        estArrival: num(r.est_arrival),
        gate: r.gate,
        belt: r.belt,
        counter: r.counter,
      },
    ]),
  );
}
