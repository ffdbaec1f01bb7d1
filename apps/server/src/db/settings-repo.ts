import type { Db } from './database';

export async function getSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Inserts unless the key exists; true when this call wrote it (first writer wins). */
export async function insertSettingIfAbsent(
  db: Db,
  key: string,
  value: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('app_setting')
    .values({ key, value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Writes the key, replacing any value it had (last writer wins). */
export async function putSetting(db: Db, key: string, value: string, now: Date): Promise<void> {
  await db
    .insertInto('app_setting')
    .values({ key, value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute();
}
