import type { Kysely } from 'kysely';
import { idColumn } from '../dialect-helpers';

// Frozen: see 0001. Online check-in (issue 7): passengers with ticketed segments on the
// schedule's departures, the check-in session tokens (hashed), the active seat assignments
// (one row per taken seat: the unique keys make double assignment impossible on any
// dialect), and each flight's last check-in sequence number. Times are ISO 8601 strings,
// except the flight times, which are epoch ms like flight_schedule's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const [idType, idSpec] = idColumn(db);

  await db.schema
    .createTable('checkin_passenger')
    .addColumn('id', idType, idSpec)
    // As ticketed: Chinese characters, or SURNAME/GIVEN for passports.
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    // SURNAME/GIVEN in Latin letters, for the bar code (pinyin for Chinese names).
    .addColumn('name_latin', 'varchar(60)', (c) => c.notNull())
    .addColumn('cert_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('cert_no', 'varchar(30)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('birth_date', 'varchar(10)', (c) => c.notNull())
    // ADT adult, CHD child, INF infant (IATA passenger type codes).
    .addColumn('passenger_type', 'varchar(3)', (c) => c.notNull())
    // Space-separated special-service codes (MEDA, STCR, PREG, INFT, UMNR, WCHR...).
    .addColumn('special_services', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // 1 for the seeded demo passengers, whose segments move to a flight in the window.
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('checkin_passenger_cert', ['cert_type', 'cert_no'])
    .execute();

  await db.schema
    .createTable('checkin_segment')
    .addColumn('id', idType, idSpec)
    .addColumn('passenger_id', 'integer', (c) =>
      c.notNull().references('checkin_passenger.id').onDelete('cascade'),
    )
    .addColumn('pnr', 'varchar(6)', (c) => c.notNull())
    .addColumn('ticket_no', 'varchar(14)', (c) => c.notNull())
    .addColumn('flight_id', 'varchar(40)', (c) => c.notNull())
    // Marketing flight as ticketed; flight_no is the operating flight.
    .addColumn('ticketed_flight_no', 'varchar(10)', (c) => c.notNull())
    .addColumn('flight_no', 'varchar(10)', (c) => c.notNull())
    .addColumn('flight_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('from_airport', 'varchar(3)', (c) => c.notNull())
    .addColumn('to_airport', 'varchar(3)', (c) => c.notNull())
    .addColumn('departure', 'bigint', (c) => c.notNull())
    .addColumn('arrival', 'bigint', (c) => c.notNull())
    .addColumn('aircraft', 'varchar(10)', (c) => c.notNull())
    // C business, Y economy; booking_class is the fare letter within it.
    .addColumn('cabin', 'varchar(1)', (c) => c.notNull())
    .addColumn('booking_class', 'varchar(1)', (c) => c.notNull())
    // booked | checkedIn
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    // '' | web | counter | kiosk
    .addColumn('channel', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('seat', 'varchar(4)', (c) => c.notNull().defaultTo(''))
    .addColumn('sequence_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checked_in_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkin_segment_passenger')
    .on('checkin_segment')
    .column('passenger_id')
    .execute();
  await db.schema
    .createIndex('checkin_segment_flight')
    .on('checkin_segment')
    .column('flight_id')
    .execute();

  await db.schema
    .createTable('checkin_token')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('passenger_id', 'integer', (c) =>
      c.notNull().references('checkin_passenger.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  // Active seat assignments only: a cancelled check-in deletes its row.
  await db.schema
    .createTable('checkin_seat')
    .addColumn('flight_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('flight_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('seat', 'varchar(4)', (c) => c.notNull())
    .addColumn('segment_id', 'integer', (c) =>
      c.notNull().unique().references('checkin_segment.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('checkin_seat_once', ['flight_id', 'flight_date', 'seat'])
    .execute();

  await db.schema
    .createTable('checkin_sequence')
    .addColumn('flight_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('last_no', 'integer', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'checkin_sequence',
    'checkin_seat',
    'checkin_token',
    'checkin_segment',
    'checkin_passenger',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
