import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PointAppend } from './points-ledger';

/**
 * Members, their sessions, points and followed flights, and their contact messages (the contact
 * module's table).
 */

export function memberById(db: Db, id: number) {
  return db
    .selectFrom('member')
    .select(['id', 'mobile', 'nickname', 'avatar', 'email', 'email_pending', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The member's addresses: the confirmed one, and one waiting for its link. */
export async function setMemberEmails(
  db: Db,
  id: number,
  emails: { email?: string | null; email_pending: string | null },
): Promise<void> {
  await db.updateTable('member').set(emails).where('id', '=', id).execute();
}

/** The waiting address becomes the member's, if it still is the one waiting. */
export async function confirmPendingEmail(db: Db, id: number, address: string): Promise<boolean> {
  const r = await db
    .updateTable('member')
    .set({ email: address, email_pending: null })
    .where('id', '=', id)
    .where('email_pending', '=', address)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function memberIdByMobile(db: Db, mobile: string) {
  return db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirst();
}

/** The first login: a new member, or undefined when another request created it first. */
export function insertMember(
  db: Db,
  row: {
    mobile: string;
    nickname: string;
    avatar: string;
    created_at: string;
    last_login_at: string;
  },
) {
  return db
    .insertInto('member')
    .values(row)
    .onConflict((oc) => oc.column('mobile').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function touchLastLogin(db: Db, id: number, at: string) {
  await db.updateTable('member').set({ last_login_at: at }).where('id', '=', id).execute();
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

/** Sessions keep only their token's hash. */
export async function insertToken(
  db: Db,
  row: { token_hash: string; member_id: number; created_at: string; expires_at: string },
) {
  await db
    .insertInto('member_token')
    .values({ ...row, revoked_at: null })
    .execute();
}

/** The session of a token hash unless it was revoked (expiry is the caller's rule). */
export function unrevokedToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('member_token')
    .select(['member_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeToken(db: Db, tokenHash: string, at: string) {
  await db
    .updateTable('member_token')
    .set({ revoked_at: at })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Appends one ledger entry (entries are never changed). Takes the database or the caller's
 * transaction; a second entry for the same member, reason and reference is ignored.
 */
export async function appendPoints(db: Db, entry: PointAppend): Promise<void> {
  await db
    .insertInto('member_point')
    .values({
      member_id: entry.memberId,
      points: entry.points,
      reason: entry.reason,
      reference: entry.reference,
      created_at: entry.at.toISOString(),
    })
    .onConflict((oc) => oc.columns(['member_id', 'reason', 'reference']).doNothing())
    .execute();
}

export async function pointBalance(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_point')
    .select(sql<number | string | null>`sum(points)`.as('balance'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** Newest first, each with the balance right after it (a running sum in entry order). */
export async function pointEntries(db: Db, memberId: number, offset: number, limit: number) {
  const rows = await db
    .selectFrom('member_point')
    .select([
      'id',
      'points',
      'reason',
      'created_at',
      sql<number | string>`sum(points) over (order by id)`.as('balance'),
    ])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({ ...r, balance: Number(r.balance) }));
}

export async function pointCount(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_point')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
