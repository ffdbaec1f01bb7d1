import { STAFF_ROLES, type StaffIdentity } from '@can/contracts/admin-auth';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { hashToken, newToken } from '../../../platform/secret-token';
import * as repo from './repo';

/** A staff session ends 12 h after sign-in, or after 2 h without a call. */
export const SESSION_MAX_MS = 12 * 60 * 60_000;
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
/** last_seen_at is written at most this often (a busy page makes many calls). */
const TOUCH_EVERY_MS = 60_000;

const isRole = (role: string): role is StaffIdentity['role'] =>
  (STAFF_ROLES as readonly string[]).includes(role);

export interface ResolvedStaff {
  staff: StaffIdentity;
  expiresAt: string;
}

/**
 * Staff sessions: 32 random bytes in the cookie, only their SHA-256 in the database, separate
 * from member tokens. A disabled account's sessions stop working at once.
 */
export function createStaffSessions(db: Db, clock: Clock) {
  return {
    async issue(staffId: number): Promise<{ id: string; expiresAt: string }> {
      const id = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_MAX_MS).toISOString();
      await repo.insertSession(db, {
        id_hash: hashToken(id),
        staff_id: staffId,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        last_seen_at: now.toISOString(),
        revoked_at: null,
      });
      return { id, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS).toISOString() };
    },

    /** The staff member of a session id, or null when unknown, revoked, expired or idle. */
    async resolve(id: string | undefined): Promise<ResolvedStaff | null> {
      if (!id || id.length > 100) return null;
      const row = await repo.findSession(db, hashToken(id));
      const now = clock.now().getTime();
      if (!row || !row.active || !isRole(row.role)) return null;
      const idleEnd = Date.parse(row.last_seen_at) + SESSION_IDLE_MS;
      const hardEnd = Date.parse(row.expires_at);
      if (now >= idleEnd || now >= hardEnd) return null;
      if (now - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS)
        await repo.touchSession(db, row.id_hash, new Date(now).toISOString());
      return {
        staff: { id: row.id, username: row.username, name: row.name, role: row.role },
        expiresAt: new Date(Math.min(hardEnd, now + SESSION_IDLE_MS)).toISOString(),
      };
    },

    async revoke(id: string | undefined): Promise<void> {
      if (!id || id.length > 100) return;
      await repo.revokeSession(db, hashToken(id), clock.now().toISOString());
    },

    /** Ends every session of an account (password reset, disabled, role changed). */
    async revokeAll(trx: Db, staffId: number): Promise<void> {
      await repo.revokeSessionsOf(trx, staffId, clock.now().toISOString());
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
