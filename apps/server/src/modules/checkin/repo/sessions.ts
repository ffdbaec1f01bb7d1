import type { Db } from '../../../db/database';

/** Check-in session tokens (only their hash is stored). */

export async function insertToken(
  db: Db,
  row: { token_hash: string; passenger_id: number; created_at: string; expires_at: string },
) {
  await db.insertInto('checkin_token').values(row).execute();
}

export function tokenRow(db: Db, tokenHash: string) {
  return db
    .selectFrom('checkin_token')
    .select(['passenger_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function deleteExpiredTokens(db: Db, nowIso: string) {
  await db.deleteFrom('checkin_token').where('expires_at', '<', nowIso).execute();
}
