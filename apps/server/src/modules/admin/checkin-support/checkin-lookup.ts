import type { CheckinChannel, Cabin, CheckinStatus } from '@can/contracts/checkin';
import type { OpsCheckin } from '@can/contracts/admin-ops';
import type { Db } from '../../../db/database';
import { airportDateTime } from '../../../platform/airport-time';
import { BusinessRuleError } from '../../../platform/errors';

const LIMIT = 50;

const masked = (certNo: string) =>
  certNo.length > 8
    ? `${certNo.slice(0, 4)}${'*'.repeat(certNo.length - 8)}${certNo.slice(-4)}`
    : certNo;

/** LIKE wildcards typed by the agent are taken literally (dropped). */
const plain = (text: string) => text.replace(/[%_\\]/g, '');

export interface CheckinFind {
  /** One segment (the answer to a change). */
  segmentId?: number;
  ticketNo: string;
  name: string;
  flightNo: string;
  date: string;
}

/**
 * Passengers' segments by ticket number, by name (as ticketed or in Latin letters, any part),
 * or by flight number and date; the criteria given are all applied.
 */
export async function findCheckins(db: Db, q: CheckinFind): Promise<OpsCheckin[]> {
  const ticket = q.ticketNo.replace(/\D/g, '');
  const name = plain(q.name.normalize('NFKC').trim());
  const flightNo = plain(q.flightNo.replace(/\s/g, '').toUpperCase());
  if (!q.segmentId && !ticket && !name && !(flightNo && q.date)) {
    throw new BusinessRuleError('opsCheckinQueryRequired');
  }
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
  if (ticket) {
    query = query.where((eb) =>
      eb(eb.fn('replace', ['s.ticket_no', eb.val('-'), eb.val('')]), '=', ticket),
    );
  }
  if (name) {
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
  if (flightNo) {
    query = query.where((eb) =>
      eb.or([eb('s.flight_no', '=', flightNo), eb('s.ticketed_flight_no', '=', flightNo)]),
    );
  }
  if (q.date) query = query.where('s.flight_date', '=', q.date);
  if (q.segmentId) query = query.where('s.id', '=', q.segmentId);
  const rows = await query
    .orderBy('s.departure')
    .orderBy('p.name')
    .orderBy('s.id')
    .limit(LIMIT)
    .execute();
  return rows.map((r) => ({
    segmentId: r.id,
    name: r.name,
    nameLatin: r.name_latin,
    certNo: masked(r.cert_no),
    ticketNo: r.ticket_no,
    pnr: r.pnr,
    flightNo: r.ticketed_flight_no,
    operatingFlightNo: r.flight_no,
    flightId: r.flight_id,
    flightDate: r.flight_date,
    departureTime: airportDateTime(Number(r.departure)),
    from: r.from_airport,
    to: r.to_airport,
    cabin: r.cabin as Cabin,
    status: r.status as CheckinStatus,
    channel: r.channel ? (r.channel as CheckinChannel) : null,
    seat: r.seat || null,
    sequenceNo: r.sequence_no || null,
    checkedInAt: r.checked_in_at ? airportDateTime(Date.parse(r.checked_in_at)) : null,
    cancelCount: r.cancel_count,
  }));
}

/** One segment by id (the answer to a change). */
export async function checkinById(db: Db, segmentId: number): Promise<OpsCheckin> {
  const [found] = await findCheckins(db, {
    segmentId,
    ticketNo: '',
    name: '',
    flightNo: '',
    date: '',
  });
  if (!found) throw new BusinessRuleError('opsSegmentNotFound');
  return found;
}
