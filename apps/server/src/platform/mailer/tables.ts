import type { Generated } from 'kysely';

/** Every message of the default Mailer (development and tests read mail here). */
export interface MailOutboxTable {
  id: Generated<number>;
  message_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
}

/** The outbox mailer's table; db/schema.ts combines them into `Database` (decision 028). */
export interface MailerTables {
  mail_outbox: MailOutboxTable;
}
