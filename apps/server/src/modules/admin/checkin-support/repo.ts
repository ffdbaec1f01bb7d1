import type { Db } from '../../../db/database';

/** The criteria as the service has cleaned them; an empty one is not applied. */
export interface SegmentCriteria {
  segmentId?: number;
  /** Digits only. */
  ticket: string;
  /** As typed, without LIKE wildcards. */
  name: string;
  /** Upper case, without spaces or LIKE wildcards. */
  flightNo: string;
  date: string;
}

/**
 * Passengers' segments by ticket number, by name (as ticketed or in Latin letters, any part),
 * or by flight number and date; the criteria given are all applied.
 */
export async function findSegments(db: Db, q: SegmentCriteria, limit: number) {
  let query = db
    .selectFrom('checkin_segment as s')
    .innerJoin('checkin_passenger as p', 'p.id', 's.passenger_id')
    .select([
      's.id',
      's.ticket_no',
      's.pnr',
      's.flight_id',
      's.ticketed_flight_no',
      's.flight_no',
      's.flight_date',
      's.departure',
      's.from_airport',
      's.to_airport',
      's.cabin',
      's.status',
      's.channel',
      's.seat',
      's.sequence_no',
      's.checked_in_at',
      's.cancel_count',
      'p.name',
      'p.name_latin',
      'p.cert_no',
    ]);
  // Tickets are stored as issued ("781-5173564540"); any dashes or spaces typed are ignored.
  if (q.ticket) {
    query = query.where((eb) =>
      eb(eb.fn('replace', ['s.ticket_no', eb.val('-'), eb.val('')]), '=', q.ticket),
    );
  }
  if (q.name) {
    const name = q.name;
    const latin = `%${name.replace(/\s+/g, '').toUpperCase()}%`;
    query = query.where((eb) =>
      eb.or([
        eb('p.name', 'like', `%${name}%`),
        eb(
          eb.fn('upper', [eb.fn('replace', ['p.name_latin', eb.val(' '), eb.val('')])]),
          'like',
          latin,
        ),
      ]),
    );
  }
  if (q.flightNo) {
    const flightNo = q.flightNo;
    query = query.where((eb) =>
      eb.or([eb('s.flight_no', '=', flightNo), eb('s.ticketed_flight_no', '=', flightNo)]),
    );
  }
  if (q.date) query = query.where('s.flight_date', '=', q.date);
  if (q.segmentId) query = query.where('s.id', '=', q.segmentId);
  return query.orderBy('s.departure').orderBy('p.name').orderBy('s.id').limit(limit).execute();
}
