import type { PointReason } from '@can/contracts/member';

/** Points per event (issue 6; the check-in issue adds 50 per check-in through appendPoints). */
export const POINTS = { firstLogin: 100, contactMessage: 10, checkIn: 50 } as const;

/** One ledger entry, as repo.ts's appendPoints writes it. */
export interface PointAppend {
  memberId: number;
  points: number;
  reason: PointReason;
  /** What earned them (a message id, a check-in id); one entry per member, reason and reference. */
  reference: string;
  at: Date;
}
