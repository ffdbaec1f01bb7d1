import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/**
 * Seat rows and sequence numbers. The seat row's primary key (flight, date, seat) and its unique
 * segment are what keep a seat from being given twice, on both dialects.
 */

export interface SeatRow {
  flight_id: string;
  flight_date: string;
  seat: string;
  segment_id: number;
  created_at: string;
}

export async function takenSeats(db: Db, flightId: string, flightDate: string) {
  const rows = await db
    .selectFrom('checkin_seat')
    .select(['seat', 'segment_id'])
    .where('flight_id', '=', flightId)
    .where('flight_date', '=', flightDate)
    .execute();
  return new Map(rows.map((r) => [r.seat, r.segment_id]));
}

/** Takes the seat; throws a unique violation (isUniqueViolation) when it or the segment is taken. */
export async function insertSeat(db: Db, row: SeatRow) {
  await db.insertInto('checkin_seat').values(row).execute();
}

/** Takes the seat unless it (or the segment) is taken already: true when it was taken now. */
export async function insertSeatIfFree(db: Db, row: SeatRow): Promise<boolean> {
  const inserted = await db
    .insertInto('checkin_seat')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteSeatOf(db: Db, segmentId: number) {
  await db.deleteFrom('checkin_seat').where('segment_id', '=', segmentId).execute();
}

/** The flight's next check-in sequence number (one row per flight, updated atomically). */
export async function nextSequence(db: Db, flightId: string): Promise<number> {
  const row = await db
    .insertInto('checkin_sequence')
    .values({ flight_id: flightId, last_no: 1 })
    .onConflict((oc) =>
      oc.column('flight_id').doUpdateSet({ last_no: sql`checkin_sequence.last_no + 1` }),
    )
    .returning('last_no')
    .executeTakeFirstOrThrow();
  return Number(row.last_no);
}
