import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** Queries of the check-in tables. Functions take the database or a transaction. */
type Q = Kysely<Database>;

export type PassengerRow = NonNullable<Awaited<ReturnType<typeof passengerById>>>;
export type SegmentRow = NonNullable<Awaited<ReturnType<typeof segmentById>>>;

export function passengerById(db: Q, id: number) {
  return db.selectFrom('checkin_passenger').selectAll().where('id', '=', id).executeTakeFirst();
}

export function passengerByCert(db: Q, certType: string, certNo: string) {
  return db
    .selectFrom('checkin_passenger')
    .selectAll()
    .where('cert_type', '=', certType)
    .where('cert_no', '=', certNo)
    .executeTakeFirst();
}

export function segmentById(db: Q, id: number) {
  return db.selectFrom('checkin_segment').selectAll().where('id', '=', id).executeTakeFirst();
}

export function segmentsOf(db: Q, passengerId: number) {
  return db
    .selectFrom('checkin_segment')
    .selectAll()
    .where('passenger_id', '=', passengerId)
    .orderBy('departure')
    .orderBy('id')
    .execute();
}

export async function takenSeats(db: Q, flightId: string, flightDate: string) {
  const rows = await db
    .selectFrom('checkin_seat')
    .select(['seat', 'segment_id'])
    .where('flight_id', '=', flightId)
    .where('flight_date', '=', flightDate)
    .execute();
  return new Map(rows.map((r) => [r.seat, r.segment_id]));
}

/** The flight's next check-in sequence number (one row per flight, updated atomically). */
export async function nextSequence(db: Q, flightId: string): Promise<number> {
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

/** A unique-key violation on SQLite or PostgreSQL (the seat or the segment is taken). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

export async function insertToken(
  db: Db,
  row: { token_hash: string; passenger_id: number; created_at: string; expires_at: string },
) {
  await db.insertInto('checkin_token').values(row).execute();
}

export function tokenRow(db: Db, tokenHash: string) {
  return db
    .selectFrom('checkin_token')
    .select(['passenger_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function deleteExpiredTokens(db: Db, nowIso: string) {
  await db.deleteFrom('checkin_token').where('expires_at', '<', nowIso).execute();
}
