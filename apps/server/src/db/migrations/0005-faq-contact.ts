import type { Kysely } from 'kysely';
import { idColumn } from '../dialect-helpers';

// Frozen: see 0001. The FAQ (categories and questions, texts as locale-keyed JSON, answers as
// sanitized HTML) and the messages of the contact form. contact_message's columns are read by
// the member centre: keep them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const [idType, idSpec] = idColumn(db);

  await db.schema
    .createTable('faq_category')
    .addColumn('id', idType, idSpec)
    .addColumn('key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('name_i18n', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('faq_question')
    .addColumn('id', idType, idSpec)
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('faq_category.id').onDelete('cascade'),
    )
    .addColumn('question_i18n', 'text', (c) => c.notNull())
    .addColumn('answer_i18n', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('faq_question_category')
    .on('faq_question')
    .columns(['category_id', 'sort'])
    .execute();

  await db.schema
    .createTable('contact_message')
    .addColumn('id', idType, idSpec)
    .addColumn('member_id', 'integer')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('locale', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('received'))
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('ip_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('contact_message_member')
    .on('contact_message')
    .columns(['member_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['contact_message', 'faq_question', 'faq_category']) {
    await db.schema.dropTable(table).execute();
  }
}
