import type { Updateable } from 'kysely';
import type { Db } from '../../../../db/database';
import type { ArticleTable } from '../../../../db/schema';

/** A hotel page is the article of its folder `hotel-<slug>` (the hotel view reads it). */
const HOTEL_KEY = 'hotel-%';

const hotels = (db: Db) =>
  db
    .selectFrom('article')
    .selectAll()
    .where('url_key', 'like', HOTEL_KEY)
    .where('kind', '=', 'page');

export const listHotels = (db: Db) => hotels(db).orderBy('url_key').orderBy('id').execute();

export const findHotel = (db: Db, id: number) => hotels(db).where('id', '=', id).executeTakeFirst();

export async function updateHotel(
  db: Db,
  id: number,
  values: Updateable<ArticleTable>,
): Promise<void> {
  await db.updateTable('article').set(values).where('id', '=', id).execute();
}
