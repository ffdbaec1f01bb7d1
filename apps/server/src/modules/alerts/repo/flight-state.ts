import type { Db } from '../../../db/database';

export function readFlightState(db: Db, flightId: string) {
  return db
    .selectFrom('alert_flight_state')
    .select(['version', 'state'])
    .where('flight_id', '=', flightId)
    .executeTakeFirst();
}

/** The first state of a flight (what its first subscriber saw); kept if one is there. */
export async function keepFirstFlightState(
  db: Db,
  flightId: string,
  state: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('alert_flight_state')
    .values({ flight_id: flightId, version: 0, state, updated_at: now })
    .onConflict((oc) => oc.column('flight_id').doNothing())
    .execute();
}

/** Moves a flight's told state on from `version`; false if another worker moved it first. */
export async function claimFlightState(
  db: Db,
  flightId: string,
  version: number,
  state: string,
  now: string,
): Promise<boolean> {
  const r = await db
    .updateTable('alert_flight_state')
    .set({ version: version + 1, state, updated_at: now })
    .where('flight_id', '=', flightId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
