import type { Kysely } from 'kysely';

// Frozen: see 0001. Flight operations (issue 9): what the duty team set by hand for a flight.
// Each non-null value wins over the schedule and the live simulation for that flight; a null
// column leaves that field to them. Times are epoch ms like flight_schedule's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('flight_override')
    .addColumn('flight_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('flight_date', 'varchar(10)', (c) => c.notNull())
    // One of the flight service's status codes, or null.
    .addColumn('status', 'varchar(16)')
    .addColumn('est_departure', 'bigint')
    .addColumn('est_arrival', 'bigint')
    .addColumn('gate', 'varchar(10)')
    .addColumn('belt', 'varchar(10)')
    .addColumn('counter', 'varchar(20)')
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('flight_override_date')
    .on('flight_override')
    .column('flight_date')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('flight_override').execute();
}
