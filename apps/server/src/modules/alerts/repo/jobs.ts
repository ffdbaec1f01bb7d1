import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { AlertJobTable } from '../tables';

export type JobRow = Selectable<AlertJobTable>;

/** Adds messages to the outbox; a key already there is left as it is. */
export async function enqueue(db: Db, rows: Insertable<AlertJobTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('alert_job')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
  }
}

/**
 * Takes up to `limit` due messages for this worker until `until`: a message another worker
 * holds is skipped until its lease runs out (a worker that died gives its messages back).
 */
export async function lease(
  db: Db,
  worker: string,
  now: string,
  until: string,
  limit: number,
): Promise<JobRow[]> {
  const due = await db
    .selectFrom('alert_job')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  if (due.length === 0) return [];
  await db
    .updateTable('alert_job')
    .set({ lease: worker, lease_until: until })
    .where(
      'id',
      'in',
      due.map((d) => d.id),
    )
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .execute();
  return db
    .selectFrom('alert_job')
    .selectAll()
    .where('lease', '=', worker)
    .where('lease_until', '=', until)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

/** Closes a message this worker holds; false if it no longer holds it (nothing changes). */
export async function finish(
  db: Db,
  job: { id: number; lease: string | null },
  status: 'sent' | 'failed' | 'dropped',
  now: string,
  error: string | null = null,
): Promise<boolean> {
  const r = await db
    .updateTable('alert_job')
    .set({ status, done_at: now, error, lease: null, lease_until: null })
    .where('id', '=', job.id)
    .where('lease', '=', job.lease)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives a message back for a later try. */
export async function retryLater(
  db: Db,
  job: { id: number; lease: string | null },
  attempts: number,
  next: string,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('alert_job')
    .set({ attempts, next_attempt_at: next, error, lease: null, lease_until: null })
    .where('id', '=', job.id)
    .where('lease', '=', job.lease)
    .where('status', '=', 'pending')
    .execute();
}

/** Messages sent and failed since `since`, by channel (the dashboard). */
export function deliveredSince(db: Db, since: string) {
  return db
    .selectFrom('alert_job')
    .select(['channel', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('done_at', '>=', since)
    .where('status', 'in', ['sent', 'failed'])
    .groupBy(['channel', 'status'])
    .execute();
}
