import type { Kysely } from 'kysely';
import { idColumn } from '../dialect-helpers';

// Frozen: see 0001. Members, their hashed session tokens, followed flights, the points ledger
// (append-only; balances are running sums) and the console SMS gateway's outbox. Times are ISO
// 8601 strings like the other tables. Contact messages live in the contact module's table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const [idType, idSpec] = idColumn(db);

  await db.schema
    .createTable('member')
    .addColumn('id', idType, idSpec)
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('nickname', 'varchar(40)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_login_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('member_token')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('member_token_member')
    .on('member_token')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('member_followed_flight')
    .addColumn('id', idType, idSpec)
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('flight_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('flight_no', 'varchar(10)', (c) => c.notNull())
    .addColumn('flight_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('dep_or_arr', 'varchar(1)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('member_followed_flight_once', ['member_id', 'flight_id'])
    .execute();

  await db.schema
    .createTable('member_point')
    .addColumn('id', idType, idSpec)
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(30)', (c) => c.notNull())
    // What earned the points (a contact message id, a check-in id); "" for the first login.
    .addColumn('reference', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('member_point_once', ['member_id', 'reason', 'reference'])
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', idType, idSpec)
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_outbox_mobile')
    .on('sms_outbox')
    .columns(['mobile', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sms_outbox',
    'member_point',
    'member_followed_flight',
    'member_token',
    'member',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
