import { STAFF_ROLES, type StaffIdentity } from '@can/contracts/admin-auth';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { hashToken, newToken } from '../../../platform/secret-token';

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
      await db
        .insertInto('staff_session')
        .values({
          id_hash: hashToken(id),
          staff_id: staffId,
          created_at: now.toISOString(),
          expires_at: expiresAt,
          last_seen_at: now.toISOString(),
          revoked_at: null,
        })
        .execute();
      return { id, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS).toISOString() };
    },

    /** The staff member of a session id, or null when unknown, revoked, expired or idle. */
    async resolve(id: string | undefined): Promise<ResolvedStaff | null> {
      if (!id || id.length > 100) return null;
      const row = await db
        .selectFrom('staff_session')
        .innerJoin('staff', 'staff.id', 'staff_session.staff_id')
        .select([
          'staff_session.id_hash',
          'staff_session.expires_at',
          'staff_session.last_seen_at',
          'staff.id',
          'staff.username',
          'staff.name',
          'staff.role',
          'staff.active',
        ])
        .where('staff_session.id_hash', '=', hashToken(id))
        .where('staff_session.revoked_at', 'is', null)
        .executeTakeFirst();
      const now = clock.now().getTime();
      if (!row || !row.active || !isRole(row.role)) return null;
      const idleEnd = Date.parse(row.last_seen_at) + SESSION_IDLE_MS;
      const hardEnd = Date.parse(row.expires_at);
      if (now >= idleEnd || now >= hardEnd) return null;
      if (now - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) {
        await db
          .updateTable('staff_session')
          .set({ last_seen_at: new Date(now).toISOString() })
          .where('id_hash', '=', row.id_hash)
          .execute();
      }
      return {
        staff: { id: row.id, username: row.username, name: row.name, role: row.role },
        expiresAt: new Date(Math.min(hardEnd, now + SESSION_IDLE_MS)).toISOString(),
      };
    },

    async revoke(id: string | undefined): Promise<void> {
      if (!id || id.length > 100) return;
      await db
        .updateTable('staff_session')
        .set({ revoked_at: clock.now().toISOString() })
        .where('id_hash', '=', hashToken(id))
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every session of an account (password reset, disabled, role changed). */
    async revokeAll(db2: Db, staffId: number): Promise<void> {
      await db2
        .updateTable('staff_session')
        .set({ revoked_at: clock.now().toISOString() })
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
