import type { StaffIdentity } from '@can/contracts/admin-auth';
import { STAFF_ROLES } from '@can/contracts/admin-paths';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { BusinessRuleError } from '../../../platform/errors';
import { enforceLimits } from '../../../platform/rate-limit';
import type { Store } from '../../../platform/store';
import { decoyHash, verifyPassword } from './password';

/** Five wrong passwords in a row lock the account for 15 minutes. */
export const LOCKOUT_AFTER = 5;
export const LOCKOUT_MS = 15 * 60_000;
const WINDOW_MS = 15 * 60_000;

/**
 * Checks a staff sign-in: rate limits per address and per username (shared store, so every
 * instance counts together), the lockout, then the password. The same answer for an unknown
 * user and a wrong password, after the same scrypt work.
 */
export function createStaffLogin(deps: { db: Db; store: Store; clock: Clock }) {
  const { db, store, clock } = deps;
  return async function signIn(
    username: string,
    password: string,
    ip: string,
  ): Promise<StaffIdentity> {
    await enforceLimits(store, [
      { key: `staff-login:ip:${ip}`, max: 30, windowMs: WINDOW_MS },
      { key: `staff-login:user:${username}`, max: 20, windowMs: WINDOW_MS },
    ]);
    const row = await db
      .selectFrom('staff')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
    const now = clock.now();
    if (row?.locked_until && Date.parse(row.locked_until) > now.getTime()) {
      const minutes = Math.ceil((Date.parse(row.locked_until) - now.getTime()) / 60_000);
      throw new BusinessRuleError('staffLocked', { minutes });
    }
    const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash));
    if (!row || !matches || !row.active || !(STAFF_ROLES as readonly string[]).includes(row.role)) {
      if (row) {
        const failed = row.failed_logins + 1;
        const locks = failed >= LOCKOUT_AFTER;
        await db
          .updateTable('staff')
          .set({
            failed_logins: locks ? 0 : failed,
            locked_until: locks
              ? new Date(now.getTime() + LOCKOUT_MS).toISOString()
              : row.locked_until,
          })
          .where('id', '=', row.id)
          .execute();
        if (locks) throw new BusinessRuleError('staffLocked', { minutes: LOCKOUT_MS / 60_000 });
      }
      throw new BusinessRuleError('staffLoginFailed');
    }
    await db
      .updateTable('staff')
      .set({ failed_logins: 0, locked_until: null, last_login_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    return {
      id: row.id,
      username: row.username,
      name: row.name,
      role: row.role as StaffIdentity['role'],
    };
  };
}
