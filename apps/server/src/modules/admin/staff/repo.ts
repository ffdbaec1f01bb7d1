import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import type { StaffTable } from '../../../db/schema';

export async function listStaff(db: Db) {
  return db.selectFrom('staff').selectAll().orderBy('username').execute();
}

export async function findStaff(db: Db, id: number) {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const taken = await db
    .selectFrom('staff')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return Boolean(taken);
}

export async function insertStaff(db: Db, row: Insertable<StaffTable>) {
  return db.insertInto('staff').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateStaff(db: Db, id: number, changes: Updateable<StaffTable>) {
  return db
    .updateTable('staff')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(n);
}
