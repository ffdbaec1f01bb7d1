import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** One more view of a path on a day; the row is created on the first view. */
export async function countPageView(db: Db, day: string, path: string) {
  await db
    .insertInto('page_view')
    .values({ day, path, views: 1 })
    .onConflict((oc) =>
      oc.columns(['day', 'path']).doUpdateSet({ views: sql`${sql.ref('page_view.views')} + 1` }),
    )
    .execute();
}

export async function viewsOn(db: Db, day: string) {
  return db
    .selectFrom('page_view')
    .select(['path', 'views'])
    .where('day', '=', day)
    .orderBy('views', 'desc')
    .execute();
}
