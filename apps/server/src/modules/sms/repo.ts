import type { Db } from '../../db/database';

/** One message in the console gateway's outbox (tests and developers read codes there). */
export async function insertOutboxMessage(
  db: Db,
  row: { mobile: string; content: string; purpose: string; created_at: string },
) {
  await db.insertInto('sms_outbox').values(row).execute();
}
