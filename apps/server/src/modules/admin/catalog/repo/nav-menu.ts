import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../../db/database';
import type { NavMenuTable } from '../../../../db/schema';

export const allEntries = (db: Db) =>
  db.selectFrom('nav_menu').selectAll().orderBy('sort').orderBy('id').execute();

export const findEntry = (db: Db, id: number) =>
  db.selectFrom('nav_menu').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateEntry(
  db: Db,
  id: number,
  values: Updateable<NavMenuTable>,
): Promise<void> {
  await db.updateTable('nav_menu').set(values).where('id', '=', id).execute();
}

export async function insertEntry(db: Db, values: Insertable<NavMenuTable>): Promise<number> {
  return (await db.insertInto('nav_menu').values(values).returning('id').executeTakeFirstOrThrow())
    .id;
}
