import type { PointReason } from '@can/contracts/member';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Points per event (issue 6; the check-in issue adds 50 per check-in through appendPoints). */
export const POINTS = { firstLogin: 100, contactMessage: 10, checkIn: 50 } as const;

export interface PointAppend {
  memberId: number;
  points: number;
  reason: PointReason;
  /** What earned them (a message id, a check-in id); one entry per member, reason and reference. */
  reference: string;
  at: Date;
}

/**
 * Appends one ledger entry (entries are never changed). Takes the database or the caller's
 * transaction; a second entry for the same member, reason and reference is ignored.
 */
export async function appendPoints(db: Kysely<Database>, entry: PointAppend): Promise<void> {
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

export async function pointBalance(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_point')
    .select(sql<number | string | null>`sum(points)`.as('balance'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** Newest first, each with the balance right after it (a running sum in entry order). */
export async function pointEntries(
  db: Kysely<Database>,
  memberId: number,
  offset: number,
  limit: number,
) {
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

export async function pointCount(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_point')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
