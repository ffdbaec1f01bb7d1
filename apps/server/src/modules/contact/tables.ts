import type { Generated } from 'kysely';

/** A message of the contact form; the member centre lists a member's own. */
export interface ContactMessageTable {
  id: Generated<number>;
  member_id: number | null;
  title: string;
  name: string;
  email: string;
  content: string;
  locale: string;
  /** 'received' | 'answered'. */
  status: Generated<string>;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  /** Keyed hash of the sender's address, for abuse handling without keeping the address. */
  ip_hash: Generated<string>;
  /** Feedback inbox (0011): the staff id of the last reply; closing is a mark beside status. */
  replied_by: number | null;
  closed_at: string | null;
  closed_by: number | null;
  reply_mail_id: string | null;
}

/** This module's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface ContactTables {
  contact_message: ContactMessageTable;
}
