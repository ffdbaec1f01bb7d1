import type { Generated } from 'kysely';

/** One change made through the back office: who, when, what, before and after (JSON). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  staff_username: string;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  request_id: string;
}

/** This back-office area's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface AdminAuditTables {
  audit_log: AuditLogTable;
}
