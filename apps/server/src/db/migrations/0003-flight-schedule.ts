import type { Kysely } from 'kysely';

// Frozen: see 0001. An imported schedule replaces the generator for the dates it covers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('flight_schedule')
    .addColumn('flight_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('flight_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('flight_no', 'varchar(10)', (c) => c.notNull())
    .addColumn('dep_or_arr', 'varchar(1)', (c) => c.notNull())
    .addColumn('type', 'varchar(1)', (c) => c.notNull())
    .addColumn('airline', 'varchar(3)', (c) => c.notNull())
    .addColumn('domestic_or_intl', 'varchar(1)', (c) => c.notNull())
    .addColumn('city', 'varchar(3)', (c) => c.notNull())
    .addColumn('via', 'varchar(3)', (c) => c.notNull().defaultTo(''))
    .addColumn('planned_departure', 'bigint', (c) => c.notNull())
    .addColumn('planned_arrival', 'bigint', (c) => c.notNull())
    .addColumn('terminal', 'varchar(2)', (c) => c.notNull().defaultTo(''))
    .addColumn('counter', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('gate', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('belt', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('exit', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('aircraft', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('shares', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('flight_task', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('flight_schedule_date')
    .on('flight_schedule')
    .column('flight_date')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('flight_schedule').execute();
}
