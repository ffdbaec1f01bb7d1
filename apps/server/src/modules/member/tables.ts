import type { Generated } from 'kysely';

/** A member, created on the first SMS login. */
export interface MemberTable {
  id: Generated<number>;
  mobile: string;
  nickname: string;
  avatar: string;
  /** The confirmed e-mail address (flight alerts), and one waiting for its link. */
  email: string | null;
  email_pending: string | null;
  created_at: string;
  last_login_at: string;
}

/** A member session: only the token's SHA-256 is kept. */
export interface MemberTokenTable {
  token_hash: string;
  member_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface MemberFollowedFlightTable {
  id: Generated<number>;
  member_id: number;
  flight_id: string;
  flight_no: string;
  flight_date: string;
  dep_or_arr: string;
  created_at: string;
}

/** The points ledger: rows are only ever appended. */
export interface MemberPointTable {
  id: Generated<number>;
  member_id: number;
  points: number;
  reason: string;
  reference: Generated<string>;
  created_at: string;
}

/** This module's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface MemberTables {
  member: MemberTable;
  member_token: MemberTokenTable;
  member_followed_flight: MemberFollowedFlightTable;
  member_point: MemberPointTable;
}
