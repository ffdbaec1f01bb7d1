import type { Generated } from 'kysely';

/** A back-office account; the password is kept as an scrypt hash (admin/auth/password.ts). */
export interface StaffTable {
  id: Generated<number>;
  username: string;
  name: string;
  role: string;
  password_hash: string;
  /** 1 active, 0 disabled (cannot sign in; sessions refused). */
  active: number;
  failed_logins: number;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
}

/** A staff session: only the SHA-256 of the cookie's random id is kept. */
export interface StaffSessionTable {
  id_hash: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

/** This back-office area's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface AdminAuthTables {
  staff: StaffTable;
  staff_session: StaffSessionTable;
}
