import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** Page views per airport day from `firstDay` on (days with no view are absent). */
export async function viewsByDay(db: Db, firstDay: string) {
  const rows = await db
    .selectFrom('page_view')
    .select(['day', sql<number | string>`sum(views)`.as('views')])
    .where('day', '>=', firstDay)
    .groupBy('day')
    .execute();
  return rows.map((r) => ({ day: r.day, views: Number(r.views) }));
}

/** The most viewed paths from `firstDay` on. */
export async function topPaths(db: Db, firstDay: string, limit: number) {
  const rows = await db
    .selectFrom('page_view')
    .select(['path', sql<number | string>`sum(views)`.as('views')])
    .where('day', '>=', firstDay)
    .groupBy('path')
    .orderBy(sql`sum(views)`, 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
}

/** When each current check-in was made, from `since` (a cancelled one has no time any more). */
export async function checkInTimes(db: Db, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('checkin_segment')
    .select('checked_in_at')
    .where('checked_in_at', 'is not', null)
    .where('checked_in_at', '>=', since)
    .execute();
  return rows.map((r) => r.checked_in_at!);
}

/** Messages nobody has answered or closed yet. */
export async function openFeedbackCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contact_message')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'received')
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
