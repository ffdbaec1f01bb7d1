import type { Db } from '../../../db/database';

/** A segment's check-in state: checked in (online, at the desk), its seat changed, undone. */

/** Online check-in of a still booked segment: false when it changed meanwhile. */
export async function checkInOnline(
  db: Db,
  segmentId: number,
  done: { seat: string; sequenceNo: number; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('checkin_segment')
    .set({
      status: 'checkedIn',
      channel: 'web',
      seat: done.seat,
      sequence_no: done.sequenceNo,
      checked_in_at: done.at,
    })
    .where('id', '=', segmentId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Checked in at a counter or kiosk. */
export async function checkInAtDesk(
  db: Db,
  segmentId: number,
  done: { channel: string; seat: string; sequenceNo: number; at: string },
) {
  await db
    .updateTable('checkin_segment')
    .set({
      status: 'checkedIn',
      channel: done.channel,
      seat: done.seat,
      sequence_no: done.sequenceNo,
      checked_in_at: done.at,
    })
    .where('id', '=', segmentId)
    .execute();
}

/** A checked-in segment's channel and seat, changed at the desk. */
export async function changeDeskSeat(
  db: Db,
  segmentId: number,
  change: { channel: string; seat: string },
) {
  await db
    .updateTable('checkin_segment')
    .set({ channel: change.channel, seat: change.seat })
    .where('id', '=', segmentId)
    .execute();
}

/** The seat and sequence number of a segment booked as checked in at a counter or kiosk. */
export async function seatAtCounter(
  db: Db,
  segmentId: number,
  done: { seat: string; sequenceNo: number; at: string },
) {
  await db
    .updateTable('checkin_segment')
    .set({ seat: done.seat, sequence_no: done.sequenceNo, checked_in_at: done.at })
    .where('id', '=', segmentId)
    .execute();
}

/** The check-in undone at the desk (the seat row is deleted first). */
export async function releaseCheckIn(db: Db, segmentId: number) {
  await db
    .updateTable('checkin_segment')
    .set({ status: 'booked', channel: '', seat: '', sequence_no: 0, checked_in_at: null })
    .where('id', '=', segmentId)
    .execute();
}

/**
 * An online check-in cancelled, counting the cancel; false unless the segment is still checked in
 * online with fewer than `maxCancels` cancels.
 */
export async function cancelOnline(
  db: Db,
  segmentId: number,
  maxCancels: number,
): Promise<boolean> {
  const updated = await db
    .updateTable('checkin_segment')
    .set((eb) => ({
      status: 'booked',
      channel: '',
      seat: '',
      sequence_no: 0,
      checked_in_at: null,
      cancel_count: eb('cancel_count', '+', 1),
    }))
    .where('id', '=', segmentId)
    .where('status', '=', 'checkedIn')
    .where('channel', '=', 'web')
    .where('cancel_count', '<', maxCancels)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
