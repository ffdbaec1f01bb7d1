import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ContactMessageTable } from '../../db/schema';

export async function insertContactMessage(db: Db, message: Insertable<ContactMessageTable>) {
  const { id } = await db
    .insertInto('contact_message')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
