import type { Db } from '../../../db/database';
import type { FlightOverrideTable } from '../../../db/schema';

export type OverrideRow = Omit<FlightOverrideTable, 'est_departure' | 'est_arrival'> & {
  est_departure: number | null;
  est_arrival: number | null;
};

/** The fields operations set; null leaves one to the schedule and the simulator. */
export type OverrideValues = Pick<
  OverrideRow,
  'status' | 'est_departure' | 'est_arrival' | 'gate' | 'belt' | 'counter'
>;

const num = (v: number | string | null) => (v === null ? null : Number(v));

export async function overridesOf(db: Db, flightIds: string[]): Promise<Map<string, OverrideRow>> {
  if (!flightIds.length) return new Map();
  const rows = await db
    .selectFrom('flight_override')
    .selectAll()
    .where('flight_id', 'in', flightIds)
    .execute();
  return new Map(
    rows.map((r) => [
      r.flight_id,
      { ...r, est_departure: num(r.est_departure), est_arrival: num(r.est_arrival) },
    ]),
  );
}

export const isEmpty = (v: OverrideValues) => Object.values(v).every((x) => x === null);

/** Writes the flight's values (or removes the row when none is left). */
export async function saveOverride(
  db: Db,
  flightId: string,
  flightDate: string,
  values: OverrideValues,
  by: { at: string; username: string },
): Promise<void> {
  if (isEmpty(values)) {
    await db.deleteFrom('flight_override').where('flight_id', '=', flightId).execute();
    return;
  }
  const row = { ...values, updated_at: by.at, updated_by: by.username };
  await db
    .insertInto('flight_override')
    .values({ flight_id: flightId, flight_date: flightDate, ...row })
    .onConflict((oc) => oc.column('flight_id').doUpdateSet(row))
    .execute();
}
