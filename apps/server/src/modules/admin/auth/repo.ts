import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { StaffSessionTable, StaffTable } from './tables';

/** True when there is at least one staff account. */
export async function anyStaff(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('staff').select('id').limit(1).executeTakeFirst();
  return Boolean(existing);
}

/** Adds an account unless its username is taken (several instances starting together). */
export async function insertStaffIfNew(db: Db, row: Insertable<StaffTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('staff')
    .values(row)
    .onConflict((oc) => oc.column('username').doNothing())
    .executeTakeFirst();
  return Boolean(inserted.numInsertedOrUpdatedRows);
}

export async function findStaffByUsername(db: Db, username: string) {
  return db.selectFrom('staff').selectAll().where('username', '=', username).executeTakeFirst();
}

/** A right password: the run of failures and any lock end. */
export async function recordSignIn(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ failed_logins: 0, locked_until: null, last_login_at: at })
    .where('id', '=', id)
    .execute();
}

/** Adds one to the account's run of wrong passwords; the run's new length. */
export async function addFailedLogin(db: Db, id: number): Promise<number> {
  const current = await db
    .updateTable('staff')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
  return current.failed_logins;
}

export async function lockStaff(db: Db, id: number, until: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ failed_logins: 0, locked_until: until })
    .where('id', '=', id)
    .execute();
}

export async function passwordHashOf(db: Db, id: number): Promise<string> {
  const row = await db
    .selectFrom('staff')
    .select('password_hash')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

export async function setPasswordHash(
  db: Db,
  id: number,
  hash: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('staff')
    .set({ password_hash: hash, updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

export async function insertSession(db: Db, row: Insertable<StaffSessionTable>): Promise<void> {
  await db.insertInto('staff_session').values(row).execute();
}

/** A session that is not revoked, with its account. */
export async function findSession(db: Db, idHash: string) {
  return db
    .selectFrom('staff_session')
    .innerJoin('staff', 'staff.id', 'staff_session.staff_id')
    .select([
      'staff_session.id_hash',
      'staff_session.expires_at',
      'staff_session.last_seen_at',
      'staff.id',
      'staff.username',
      'staff.name',
      'staff.role',
      'staff.active',
    ])
    .where('staff_session.id_hash', '=', idHash)
    .where('staff_session.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchSession(db: Db, idHash: string, at: string): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ last_seen_at: at })
    .where('id_hash', '=', idHash)
    .execute();
}

export async function revokeSession(db: Db, idHash: string, at: string): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ revoked_at: at })
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeSessionsOf(db: Db, staffId: number, at: string): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ revoked_at: at })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}
