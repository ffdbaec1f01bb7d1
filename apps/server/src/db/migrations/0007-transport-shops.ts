import type { Kysely } from 'kysely';
import { idColumn } from '../dialect-helpers';

// Frozen once landed. Transport (coach routes, city air terminals, shuttle/rail/parking items)
// and shops. Translated texts are JSON objects keyed by locale; structured parts (stops,
// timetables, rates) are JSON text, read whole by the services.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const [idType, idSpec] = idColumn(db);

  await db.schema
    .createTable('transport_city_terminal')
    .addColumn('id', idType, idSpec)
    .addColumn('name_i18n', 'text', (c) => c.notNull())
    .addColumn('district_i18n', 'text', (c) => c.notNull())
    .addColumn('address_i18n', 'text', (c) => c.notNull())
    .addColumn('description_i18n', 'text', (c) => c.notNull())
    .addColumn('services_json', 'text', (c) => c.notNull())
    .addColumn('hours', 'varchar(40)', (c) => c.notNull())
    .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('transport_coach_route')
    .addColumn('id', idType, idSpec)
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_i18n', 'text', (c) => c.notNull())
    .addColumn('province_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('province_i18n', 'text', (c) => c.notNull())
    .addColumn('city_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('city_i18n', 'text', (c) => c.notNull())
    .addColumn('destination_i18n', 'text', (c) => c.notNull())
    .addColumn('city_terminal_id', 'integer', (c) =>
      c.references('transport_city_terminal.id').onDelete('set null'),
    )
    .addColumn('fare', 'integer', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('stops_json', 'text', (c) => c.notNull())
    .addColumn('timetable_json', 'text', (c) => c.notNull())
    .addColumn('return_json', 'text', (c) => c.notNull())
    .addColumn('notes_i18n', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('transport_coach_route_city')
    .on('transport_coach_route')
    .columns(['province_code', 'city_code'])
    .execute();

  await db.schema
    .createTable('transport_item')
    .addColumn('id', idType, idSpec)
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('shop')
    .addColumn('id', idType, idSpec)
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('terminal', 'varchar(4)', (c) => c.notNull())
    .addColumn('flow', 'varchar(1)', (c) => c.notNull())
    .addColumn('scope', 'varchar(1)', (c) => c.notNull())
    .addColumn('side', 'varchar(6)', (c) => c.notNull())
    .addColumn('floor', 'varchar(10)', (c) => c.notNull())
    .addColumn('near', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_i18n', 'text', (c) => c.notNull())
    .addColumn('location_i18n', 'text', (c) => c.notNull())
    .addColumn('description_i18n', 'text', (c) => c.notNull())
    .addColumn('opens', 'varchar(5)', (c) => c.notNull())
    .addColumn('closes', 'varchar(5)', (c) => c.notNull())
    .addColumn('hours_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('price_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_text', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('messaging_url', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('mini_program_url', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('shop_filters')
    .on('shop')
    .columns(['terminal', 'category', 'side'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'shop',
    'transport_item',
    'transport_coach_route',
    'transport_city_terminal',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
