import type { Db } from '../../../db/database';

/** The member a checked-in phone number belongs to, and the flight added to their trips. */

export function memberByMobile(db: Db, mobile: string) {
  return db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirst();
}

/** Adds the departure to the member's followed flights (kept if already there). */
export async function followDeparture(
  db: Db,
  row: { member_id: number; flight_id: string; flight_no: string; flight_date: string; at: string },
) {
  await db
    .insertInto('member_followed_flight')
    .values({
      member_id: row.member_id,
      flight_id: row.flight_id,
      flight_no: row.flight_no,
      flight_date: row.flight_date,
      dep_or_arr: 'D',
      created_at: row.at,
    })
    .onConflict((oc) => oc.columns(['member_id', 'flight_id']).doNothing())
    .execute();
}
