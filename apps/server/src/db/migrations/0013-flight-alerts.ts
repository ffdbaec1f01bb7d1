import type { Kysely } from 'kysely';
import { idColumn } from '../dialect-helpers';

// Frozen: see 0001. Flight alerts (issue 22, decision 030). A subscription holds the contact
// (mobile, e-mail) only while it lives: ending it clears them. alert_flight_state is what
// subscribers of a flight were last told; its version makes each event's key unique, and a
// change is claimed by updating the row where the version is still the one read.
// alert_job is the transactional outbox: one row per event × subscription × channel, its key
// unique, written in the same transaction as the state it follows from.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const [idType, idSpec] = idColumn(db);

  await db.schema
    .createTable('alert_subscription')
    .addColumn('id', idType, idSpec)
    .addColumn('flight_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('flight_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('flight_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    // 'pending' (e-mail not yet confirmed), 'active', 'ended'.
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)')
    .addColumn('email', 'varchar(200)')
    .addColumn('locale', 'varchar(10)', (c) => c.notNull())
    .addColumn('quiet_hours', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('alert_subscription_flight')
    .on('alert_subscription')
    .columns(['flight_id', 'status'])
    .execute();
  await db.schema
    .createIndex('alert_subscription_mobile')
    .on('alert_subscription')
    .columns(['mobile', 'status'])
    .execute();
  await db.schema
    .createIndex('alert_subscription_email')
    .on('alert_subscription')
    .columns(['email', 'status'])
    .execute();
  await db.schema
    .createIndex('alert_subscription_member')
    .on('alert_subscription')
    .columns(['member_id', 'status'])
    .execute();

  await db.schema
    .createTable('alert_flight_state')
    .addColumn('flight_id', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('alert_job')
    .addColumn('id', idType, idSpec)
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('subscription_id', 'integer', (c) => c.notNull())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('flight_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    // 'pending', 'sent', 'failed' (gave up), 'dropped' (ended, quiet hours, daily cap).
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('lease', 'varchar(40)')
    .addColumn('lease_until', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('done_at', 'varchar(40)')
    .addColumn('error', 'varchar(200)')
    .execute();
  await db.schema
    .createIndex('alert_job_due')
    .on('alert_job')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('alert_job_done')
    .on('alert_job')
    .columns(['done_at', 'channel'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_job').execute();
  await db.schema.dropTable('alert_flight_state').execute();
  await db.schema.dropTable('alert_subscription').execute();
}
