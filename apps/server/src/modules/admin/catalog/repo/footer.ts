import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../../db/database';
import type { FooterItemTable } from '../../../../db/schema';

export const columns = (db: Db) =>
  db.selectFrom('footer_column').selectAll().orderBy('sort').orderBy('id').execute();

export const items = (db: Db) =>
  db.selectFrom('footer_item').selectAll().orderBy('sort').orderBy('id').execute();

export const findColumn = (db: Db, id: number) =>
  db.selectFrom('footer_column').select('id').where('id', '=', id).executeTakeFirst();

export const findItem = (db: Db, id: number) =>
  db.selectFrom('footer_item').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateItem(
  db: Db,
  id: number,
  values: Updateable<FooterItemTable>,
): Promise<void> {
  await db.updateTable('footer_item').set(values).where('id', '=', id).execute();
}

export async function insertItem(db: Db, values: Insertable<FooterItemTable>): Promise<number> {
  return (
    await db.insertInto('footer_item').values(values).returning('id').executeTakeFirstOrThrow()
  ).id;
}

export async function deleteItem(db: Db, id: number): Promise<void> {
  await db.deleteFrom('footer_item').where('id', '=', id).execute();
}

/** Writes one app setting (the footer's contact block is one JSON value). */
export async function saveSetting(db: Db, key: string, value: string, now: Date): Promise<void> {
  await db
    .insertInto('app_setting')
    .values({ key, value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute();
}
