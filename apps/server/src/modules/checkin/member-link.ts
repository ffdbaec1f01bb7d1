import type { Db } from '../../db/database';
import * as repo from './repo';

/** The member module's ledger append (app.ts passes `appendPoints`; modules never import each other). */
export type AppendPoints = (
  db: Db,
  entry: { memberId: number; points: number; reason: 'checkIn'; reference: string; at: Date },
) => Promise<void>;

export interface CheckedIn {
  mobile: string;
  segmentId: number;
  flightId: string;
  flightNo: string;
  flightDate: string;
  at: Date;
}

/**
 * Issue 7: when a checked-in passenger's phone number belongs to a member, the flight joins the
 * member's trips and the check-in earns points, once per segment (checking in again after a
 * cancel earns nothing more). Runs inside the check-in's transaction.
 */
export function createMemberLink(appendPoints: AppendPoints, points: number) {
  return async (trx: Db, done: CheckedIn): Promise<boolean> => {
    const member = await repo.memberByMobile(trx, done.mobile);
    if (!member) return false;
    await repo.followDeparture(trx, {
      member_id: member.id,
      flight_id: done.flightId,
      flight_no: done.flightNo,
      flight_date: done.flightDate,
      at: done.at.toISOString(),
    });
    await appendPoints(trx, {
      memberId: member.id,
      points,
      reason: 'checkIn',
      reference: `segment:${done.segmentId}`,
      at: done.at,
    });
    return true;
  };
}

export type MemberLink = ReturnType<typeof createMemberLink>;
