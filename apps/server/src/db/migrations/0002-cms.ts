import type { Kysely } from 'kysely';
import { idColumn } from '../dialect-helpers';

// Frozen: see 0001. Translated texts are JSON objects keyed by locale ({"zh-CN": "…"}).
// Flags are integers 0/1 on both dialects (better-sqlite3 cannot bind booleans).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const [idType, idSpec] = idColumn(db);

  await db.schema
    .createTable('nav_menu')
    .addColumn('id', idType, idSpec)
    .addColumn('parent_id', 'integer', (c) => c.references('nav_menu.id').onDelete('cascade'))
    .addColumn('path', 'varchar(300)', (c) => c.notNull())
    .addColumn('urlkey', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_i18n', 'text', (c) => c.notNull())
    .addColumn('query', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('component', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('nav_menu_parent').on('nav_menu').column('parent_id').execute();

  await db.schema
    .createTable('folder')
    .addColumn('url_key', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('name_i18n', 'text', (c) => c.notNull())
    .addColumn('banner_url', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('roll_picture')
    .addColumn('id', idType, idSpec)
    .addColumn('url_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('title_i18n', 'text', (c) => c.notNull())
    .addColumn('content_i18n', 'text', (c) => c.notNull())
    .addColumn('image_url', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('image_net_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_app', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('roll_picture_key')
    .on('roll_picture')
    .columns(['url_key', 'sort'])
    .execute();

  await db.schema
    .createTable('article')
    .addColumn('id', idType, idSpec)
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('url_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('title_i18n', 'text', (c) => c.notNull())
    .addColumn('summary_i18n', 'text', (c) => c.notNull())
    .addColumn('content_i18n', 'text', (c) => c.notNull())
    .addColumn('published_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('counterpart_id', 'integer')
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('article_key_date')
    .on('article')
    .columns(['url_key', 'published_at'])
    .execute();
  await db.schema
    .createIndex('article_kind_date')
    .on('article')
    .columns(['kind', 'published_at'])
    .execute();

  await db.schema
    .createTable('footer_column')
    .addColumn('id', idType, idSpec)
    .addColumn('title_i18n', 'text', (c) => c.notNull())
    .addColumn('locales', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('footer_item')
    .addColumn('id', idType, idSpec)
    .addColumn('column_id', 'integer', (c) =>
      c.notNull().references('footer_column.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('content_i18n', 'text', (c) => c.notNull())
    .addColumn('link', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('urlkey', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('prama', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('show_date', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('page_view')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('path', 'varchar(300)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('page_view_pk', ['day', 'path'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'page_view',
    'footer_item',
    'footer_column',
    'article',
    'roll_picture',
    'folder',
    'nav_menu',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
