import type { Generated } from 'kysely';

/** Every message of the console SMS gateway (development and tests read codes here). */
export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  content: string;
  purpose: string;
  created_at: string;
}

/** This module's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface SmsTables {
  sms_outbox: SmsOutboxTable;
}
