import type { Locale } from '@can/contracts';
import type { CheckinChannel, Cabin, CheckinStatus } from '@can/contracts/checkin';
import type { OpsCheckin } from '@can/contracts/admin-ops';
import type { Db } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { airportDateTime } from '../../../platform/airport-time';
import { BusinessRuleError } from '../../../platform/errors';
import type { AuditActor, AuditLog } from '../audit';
import type { CheckinDeskPort } from './ports';
import { findSegments } from './repo';

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
  const rows = await findSegments(
    db,
    { segmentId: q.segmentId, ticket, name, flightNo, date: q.date },
    LIMIT,
  );
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

/**
 * Check-in support: look up passengers, mark a counter or kiosk check-in (which the public
 * online cancel then refuses), release a seat. Each change is audited in its own transaction.
 */
export function createCheckinSupport({
  db,
  audit,
  checkinDesk,
}: {
  db: Db;
  audit: AuditLog;
  checkinDesk: CheckinDeskPort;
}) {
  return {
    find: (q: CheckinFind) => findCheckins(db, q),

    async mark(
      actor: AuditActor,
      input: { segmentId: number; channel: 'counter' | 'kiosk'; seat: string; locale: Locale },
    ): Promise<OpsCheckin> {
      const { segmentId, channel, seat, locale } = input;
      await inTransaction(db, async (trx) => {
        const change = await checkinDesk.mark(trx, { segmentId, channel, seat, locale });
        await audit.record(trx, actor, {
          action: 'checkin.mark',
          target: `segment:${segmentId}`,
          before: { flightId: change.flightId, ...change.before },
          after: { flightId: change.flightId, ...change.after },
        });
      });
      return checkinById(db, segmentId);
    },

    async release(actor: AuditActor, segmentId: number): Promise<OpsCheckin> {
      await inTransaction(db, async (trx) => {
        const change = await checkinDesk.release(trx, segmentId);
        await audit.record(trx, actor, {
          action: 'seat.release',
          target: `segment:${segmentId}`,
          before: { flightId: change.flightId, ...change.before },
          after: { flightId: change.flightId, ...change.after },
        });
      });
      return checkinById(db, segmentId);
    },
  };
}

export type CheckinSupport = ReturnType<typeof createCheckinSupport>;
