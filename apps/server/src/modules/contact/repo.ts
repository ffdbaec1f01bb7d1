import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ContactMessageTable } from '../../db/schema';

/** Stores one message (or inside the caller's transaction); answers its id. */
export async function insertContactMessage(db: Db, message: Insertable<ContactMessageTable>) {
  const { id } = await db
    .insertInto('contact_message')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
