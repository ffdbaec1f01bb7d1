import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import type { CheckinPassengerTable, CheckinSegmentTable } from '../tables';

/** Passengers and their booked segments. */

export type PassengerRow = NonNullable<Awaited<ReturnType<typeof passengerById>>>;
export type SegmentRow = NonNullable<Awaited<ReturnType<typeof segmentById>>>;

export function passengerById(db: Db, id: number) {
  return db.selectFrom('checkin_passenger').selectAll().where('id', '=', id).executeTakeFirst();
}

export function passengerByCert(db: Db, certType: string, certNo: string) {
  return db
    .selectFrom('checkin_passenger')
    .selectAll()
    .where('cert_type', '=', certType)
    .where('cert_no', '=', certNo)
    .executeTakeFirst();
}

export function segmentById(db: Db, id: number) {
  return db.selectFrom('checkin_segment').selectAll().where('id', '=', id).executeTakeFirst();
}

export function segmentsOf(db: Db, passengerId: number) {
  return db
    .selectFrom('checkin_segment')
    .selectAll()
    .where('passenger_id', '=', passengerId)
    .orderBy('departure')
    .orderBy('id')
    .execute();
}

/** A new passenger's id; a certificate already on file is a unique violation. */
export async function insertPassenger(
  db: Db,
  row: Insertable<CheckinPassengerTable>,
): Promise<number> {
  const inserted = await db
    .insertInto('checkin_passenger')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function insertSegment(db: Db, row: Insertable<CheckinSegmentTable>): Promise<number> {
  const inserted = await db
    .insertInto('checkin_segment')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** A demo segment moved to another flight (its seat row is deleted first). */
export async function moveSegment(
  db: Db,
  segmentId: number,
  values: Updateable<CheckinSegmentTable>,
) {
  await db.updateTable('checkin_segment').set(values).where('id', '=', segmentId).execute();
}
