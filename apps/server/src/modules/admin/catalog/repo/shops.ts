import type { Updateable } from 'kysely';
import type { Db } from '../../../../db/database';
import type { ShopTable } from '../../../../db/schema';

export const listShops = (db: Db) =>
  db.selectFrom('shop').selectAll().orderBy('terminal').orderBy('sort').orderBy('id').execute();

export const findShop = (db: Db, id: number) =>
  db.selectFrom('shop').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateShop(db: Db, id: number, values: Updateable<ShopTable>): Promise<void> {
  await db.updateTable('shop').set(values).where('id', '=', id).execute();
}

export async function deleteShop(db: Db, id: number): Promise<void> {
  await db.deleteFrom('shop').where('id', '=', id).execute();
}
