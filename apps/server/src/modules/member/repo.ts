import type { Db } from '../../db/database';

/** Members, their followed flights and their contact messages (the contact module's table). */

export function memberById(db: Db, id: number) {
  return db
    .selectFrom('member')
    .select(['id', 'mobile', 'nickname', 'avatar', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function memberIdByMobile(db: Db, mobile: string) {
  return db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirst();
}

export async function updateMemberProfile(
  db: Db,
  id: number,
  profile: { nickname: string; avatar: string },
) {
  await db.updateTable('member').set(profile).where('id', '=', id).execute();
}

async function countOf(query: { executeTakeFirst(): Promise<{ n: number | string } | undefined> }) {
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

export async function followedFlights(db: Db, memberId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('member_followed_flight')
      .select(['flight_id', 'flight_no', 'flight_date', 'dep_or_arr', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('flight_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(
      db
        .selectFrom('member_followed_flight')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('member_id', '=', memberId),
    ),
  ]);
  return { rows, total };
}

export async function followFlight(
  db: Db,
  row: {
    member_id: number;
    flight_id: string;
    flight_no: string;
    flight_date: string;
    dep_or_arr: string;
    created_at: string;
  },
) {
  await db
    .insertInto('member_followed_flight')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'flight_id']).doNothing())
    .execute();
}

export async function unfollowFlight(db: Db, memberId: number, flightId: string) {
  await db
    .deleteFrom('member_followed_flight')
    .where('member_id', '=', memberId)
    .where('flight_id', '=', flightId)
    .execute();
}

/** The member's contact-form messages, newest first. */
export async function contactMessages(db: Db, memberId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('contact_message')
      .select(['id', 'title', 'content', 'status', 'reply', 'replied_at', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(
      db
        .selectFrom('contact_message')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('member_id', '=', memberId),
    ),
  ]);
  return { rows, total };
}
