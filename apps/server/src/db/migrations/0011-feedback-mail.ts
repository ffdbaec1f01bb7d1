import type { Kysely } from 'kysely';
import { idColumn } from '../dialect-helpers';

// Frozen: see 0001. The feedback inbox (issue 9) and the Mailer's outbox. contact_message keeps
// its answer state in `status` ('received' | 'answered', read by the member centre); closing is a
// separate mark (closed_at), so a closed message that was answered still shows its reply as
// answered to the member. replied_by / closed_by are staff ids (no foreign key: staff accounts
// may be removed while their answers stay). mail_outbox holds every message of the default
// Mailer (development and tests read mail there), like sms_outbox for the console SMS gateway.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const [idType, idSpec] = idColumn(db);

  await db.schema.alterTable('contact_message').addColumn('replied_by', 'integer').execute();
  await db.schema.alterTable('contact_message').addColumn('closed_at', 'varchar(40)').execute();
  await db.schema.alterTable('contact_message').addColumn('closed_by', 'integer').execute();
  // The Mailer's id of the email that carried the last reply (null: no address, not sent).
  await db.schema
    .alterTable('contact_message')
    .addColumn('reply_mail_id', 'varchar(100)')
    .execute();
  await db.schema
    .createIndex('contact_message_inbox')
    .on('contact_message')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', idType, idSpec)
    // The message id the Mailer answered (the one a reply's audit entry names).
    .addColumn('message_id', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('to_address', 'varchar(200)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_to')
    .on('mail_outbox')
    .columns(['to_address', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropIndex('contact_message_inbox').execute();
  for (const column of ['reply_mail_id', 'closed_by', 'closed_at', 'replied_by']) {
    await db.schema.alterTable('contact_message').dropColumn(column).execute();
  }
}
