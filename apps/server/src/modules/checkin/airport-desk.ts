import type { Locale } from '@can/contracts';
import type { Cabin } from '@can/contracts/checkin';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { BusinessRuleError } from '../../platform/errors';
import * as repo from './repo';
import type { SegmentRow } from './repo';
import { blockedElsewhere, findSeat, layoutFor, seatsOf } from './seat-layouts';
import { cabinName } from './texts';

/** The fields of a segment that the desk changes (audit before/after). */
export interface DeskSegment {
  segmentId: number;
  status: string;
  channel: string;
  seat: string;
  sequenceNo: number;
}

const view = (s: SegmentRow): DeskSegment => ({
  segmentId: s.id,
  status: s.status,
  channel: s.channel,
  seat: s.seat,
  sequenceNo: s.sequence_no,
});

/**
 * Check-in support at the airport (issue 9): a passenger checked in at a counter or a kiosk
 * (a booked passenger gets a seat; one who checked in online keeps theirs unless another is
 * given), and a seat released (the check-in is undone and the seat is free on the map). A
 * counter or kiosk check-in cannot be cancelled online (service.ts, cancelRefusal). `q` is the
 * database or a transaction: the back office runs these inside the audited transaction.
 */
export function createAirportDesk(clock: Clock) {
  async function segment(q: Db, segmentId: number): Promise<SegmentRow> {
    const s = await repo.segmentById(q, segmentId);
    if (!s) throw new BusinessRuleError('opsSegmentNotFound');
    return s;
  }

  /** The seat asked for, checked; or the first free window-or-aisle-first seat of the cabin. */
  async function seatFor(q: Db, s: SegmentRow, wanted: string, locale: Locale): Promise<string> {
    const layout = layoutFor(s.aircraft);
    const taken = await repo.takenSeats(q, s.flight_id, s.flight_date);
    const free = (seat: string) =>
      (!taken.has(seat) || taken.get(seat) === s.id) && !blockedElsewhere(s.flight_id, seat);
    if (wanted) {
      const seat = findSeat(layout, wanted);
      if (!seat) throw new BusinessRuleError('checkinSeatInvalid');
      if (seat.cabin !== s.cabin) {
        throw new BusinessRuleError('checkinSeatOtherCabin', {
          cabin: cabinName(s.cabin as Cabin, locale),
        });
      }
      if (!free(seat.seat)) throw new BusinessRuleError('checkinSeatTaken');
      return seat.seat;
    }
    const choice = seatsOf(layout).find(
      (seat) => seat.cabin === s.cabin && !seat.exitRow && free(seat.seat),
    );
    if (!choice) throw new BusinessRuleError('opsNoFreeSeat');
    return choice.seat;
  }

  async function takeSeat(q: Db, s: SegmentRow, seat: string, at: string) {
    try {
      await repo.insertSeat(q, {
        flight_id: s.flight_id,
        flight_date: s.flight_date,
        seat,
        segment_id: s.id,
        created_at: at,
      });
    } catch (error) {
      if (repo.isUniqueViolation(error)) throw new BusinessRuleError('checkinSeatTaken');
      throw error;
    }
  }

  return {
    async mark(
      q: Db,
      input: { segmentId: number; channel: 'counter' | 'kiosk'; seat: string; locale: Locale },
    ): Promise<{ before: DeskSegment; after: DeskSegment; flightId: string }> {
      const s = await segment(q, input.segmentId);
      const now = clock.now();
      if (now.getTime() >= Number(s.departure)) throw new BusinessRuleError('opsFlightDeparted');
      const keep =
        s.status === 'checkedIn' &&
        (!input.seat || findSeat(layoutFor(s.aircraft), input.seat)?.seat === s.seat);
      const seat = keep ? s.seat : await seatFor(q, s, input.seat, input.locale);
      if (s.status === 'checkedIn') {
        if (seat !== s.seat) {
          await repo.deleteSeatOf(q, s.id);
          await takeSeat(q, s, seat, now.toISOString());
        }
        await repo.changeDeskSeat(q, s.id, { channel: input.channel, seat });
      } else {
        await takeSeat(q, s, seat, now.toISOString());
        const sequence = await repo.nextSequence(q, s.flight_id);
        await repo.checkInAtDesk(q, s.id, {
          channel: input.channel,
          seat,
          sequenceNo: sequence,
          at: now.toISOString(),
        });
      }
      return { before: view(s), after: view(await segment(q, s.id)), flightId: s.flight_id };
    },

    async release(
      q: Db,
      segmentId: number,
    ): Promise<{ before: DeskSegment; after: DeskSegment; flightId: string }> {
      const s = await segment(q, segmentId);
      if (s.status !== 'checkedIn' || !s.seat) throw new BusinessRuleError('opsNotCheckedIn');
      await repo.deleteSeatOf(q, s.id);
      await repo.releaseCheckIn(q, s.id);
      return { before: view(s), after: view(await segment(q, s.id)), flightId: s.flight_id };
    },
  };
}

export type AirportDesk = ReturnType<typeof createAirportDesk>;
