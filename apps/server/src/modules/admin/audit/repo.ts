import type { AuditFilter } from '@can/contracts/admin-auth';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { AuditLogTable } from './tables';

export async function insertEntry(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** One page of entries, newest first, and how many match the filter in all. */
export async function listEntries(db: Db, query: AuditFilter) {
  let base = db.selectFrom('audit_log');
  if (query.action) base = base.where('action', 'like', `${query.action}%`);
  if (query.staff) base = base.where('staff_username', '=', query.staff.toLowerCase());
  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return { total: Number(total), rows };
}
