import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../../db/database';
import type { FolderTable, RollPictureTable } from '../../../../db/schema';

export const pictures = (db: Db) =>
  db
    .selectFrom('roll_picture')
    .selectAll()
    .orderBy('url_key')
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const folders = (db: Db) => db.selectFrom('folder').selectAll().orderBy('url_key').execute();

export const findFolder = (db: Db, urlKey: string) =>
  db.selectFrom('folder').selectAll().where('url_key', '=', urlKey).executeTakeFirst();

export const findPicture = (db: Db, id: number) =>
  db.selectFrom('roll_picture').selectAll().where('id', '=', id).executeTakeFirst();

export const findPublished = (db: Db, id: number) =>
  db.selectFrom('roll_picture').select('published').where('id', '=', id).executeTakeFirst();

export async function updatePicture(
  db: Db,
  id: number,
  values: Updateable<RollPictureTable>,
): Promise<void> {
  await db.updateTable('roll_picture').set(values).where('id', '=', id).execute();
}

export async function insertPicture(db: Db, values: Insertable<RollPictureTable>): Promise<number> {
  return (
    await db.insertInto('roll_picture').values(values).returning('id').executeTakeFirstOrThrow()
  ).id;
}

export async function updateFolder(
  db: Db,
  urlKey: string,
  values: Updateable<FolderTable>,
): Promise<void> {
  await db.updateTable('folder').set(values).where('url_key', '=', urlKey).execute();
}
