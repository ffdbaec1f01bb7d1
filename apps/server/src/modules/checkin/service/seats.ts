/** Seats: the segment's seat map, checking in with a seat, and cancelling to give it back. */
import type { Locale } from '@can/contracts';
import {
  CHECKIN_MAX_CANCELS,
  type BoardingPass,
  type Cabin,
  type CheckinCancelAnswer,
  type CheckinConfirmBody,
  type SeatMap,
} from '@can/contracts/checkin';
import { inTransaction } from '../../../db/transaction';
import * as repo from '../repo';
import { buildSeatMap } from '../seat-map';
import { blockedElsewhere, findSeat, layoutFor } from '../seat-layouts';
import { cabinName } from '../texts';
import { boardingPassOf } from './answers';
import type { CheckinServiceDeps } from './deps';
import { checkedInSegment, ownSegment, passenger } from './lookup';
import { blockOf, cancelRefusal, refuse } from './refusals';

export function seatMethods(
  deps: Pick<CheckinServiceDeps, 'db' | 'clock' | 'flightsOn' | 'memberLink'>,
) {
  const { db, clock, flightsOn } = deps;
  return {
    async seatMap(passengerId: number, segmentId: number): Promise<SeatMap> {
      const s = await ownSegment(db, passengerId, segmentId);
      return buildSeatMap(s, await repo.takenSeats(db, s.flight_id, s.flight_date));
    },

    /**
     * Checks in with a seat. The seat row's primary key (flight, date, seat) and its unique
     * segment make the assignment atomic on both dialects: of concurrent confirms for a seat
     * exactly one inserts; a replayed confirm finds its own check-in and answers it again.
     */
    async confirm(
      passengerId: number,
      body: CheckinConfirmBody,
      locale: Locale,
    ): Promise<BoardingPass> {
      const p = await passenger(db, passengerId);
      const s = await ownSegment(db, passengerId, body.segmentId);
      const layout = layoutFor(s.aircraft);
      const seat = findSeat(layout, body.seat);
      if (s.status === 'checkedIn') {
        if (s.channel === 'web' && seat && s.seat === seat.seat)
          return boardingPassOf(flightsOn, p, s, locale);
        throw refuse('checkinAlreadyCheckedIn', { seat: s.seat });
      }
      const now = clock.now();
      const block = blockOf(p, s, now.getTime());
      if (block) throw refuse(block.key, block.params);
      if (!body.acceptAgreement) throw refuse('checkinAgreementRequired');
      if (!body.acceptDangerousGoods) throw refuse('checkinDangerousGoodsRequired');
      if (!seat) throw refuse('checkinSeatInvalid');
      if (seat.cabin !== s.cabin) {
        throw refuse('checkinSeatOtherCabin', { cabin: cabinName(s.cabin as Cabin, locale) });
      }
      if (blockedElsewhere(s.flight_id, seat.seat)) throw refuse('checkinSeatTaken');
      if (seat.exitRow && !body.acceptExitRow) throw refuse('checkinExitRowRequired');

      let done = false;
      try {
        done = await inTransaction(db, async (trx) => {
          await repo.insertSeat(trx, {
            flight_id: s.flight_id,
            flight_date: s.flight_date,
            seat: seat.seat,
            segment_id: s.id,
            created_at: now.toISOString(),
          });
          const sequence = await repo.nextSequence(trx, s.flight_id);
          const updated = await repo.checkInOnline(trx, s.id, {
            seat: seat.seat,
            sequenceNo: sequence,
            at: now.toISOString(),
          });
          if (!updated) throw new Error('segment changed meanwhile');
          await deps.memberLink?.(trx, {
            mobile: p.mobile,
            segmentId: s.id,
            flightId: s.flight_id,
            flightNo: s.ticketed_flight_no,
            flightDate: s.flight_date,
            at: now,
          });
          return true;
        });
      } catch (error) {
        // A concurrent copy of this confirm may have won: then answer its boarding pass.
        const after = await repo.segmentById(db, s.id);
        if (after?.status === 'checkedIn' && after.channel === 'web' && after.seat === seat.seat) {
          return boardingPassOf(flightsOn, p, after, locale);
        }
        // The same passenger confirmed another seat at the same moment and that one won.
        if (after?.status === 'checkedIn') {
          throw refuse('checkinAlreadyCheckedIn', { seat: after.seat });
        }
        if (repo.isUniqueViolation(error)) throw refuse('checkinSeatTaken');
        throw error;
      }
      if (!done) throw refuse('checkinConfirmFailed');
      return boardingPassOf(flightsOn, p, await checkedInSegment(db, passengerId, s.id), locale);
    },

    async cancel(passengerId: number, segmentId: number): Promise<CheckinCancelAnswer> {
      const s = await ownSegment(db, passengerId, segmentId);
      const refusal = cancelRefusal(s, clock.now().getTime());
      if (refusal) throw refuse(...refusal);
      const cancelCount = await inTransaction(db, async (trx) => {
        if (!(await repo.cancelOnline(trx, s.id, CHECKIN_MAX_CANCELS))) return null;
        await repo.deleteSeatOf(trx, s.id);
        return s.cancel_count + 1;
      });
      if (cancelCount === null) throw refuse('checkinNotCheckedIn');
      return {
        segmentId: s.id,
        cancelCount,
        cancelsLeft: Math.max(0, CHECKIN_MAX_CANCELS - cancelCount),
      };
    },
  };
}
