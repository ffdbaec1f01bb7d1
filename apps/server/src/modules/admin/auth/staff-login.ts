import type { StaffIdentity } from '@can/contracts/admin-auth';
import { STAFF_ROLES } from '@can/contracts/admin-paths';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { BusinessRuleError, TooManyRequestsError } from '../../../platform/errors';
import { enforceLimits } from '../../../platform/rate-limit';
import type { Store } from '../../../platform/store';
import { decoyHash, verifyPassword } from './password';

/** Five wrong passwords in a row lock the account for 15 minutes. */
export const LOCKOUT_AFTER = 5;
export const LOCKOUT_MS = 15 * 60_000;
const WINDOW_MS = 15 * 60_000;

/** Failed sign-ins allowed per window before further attempts get 429. */
const FAILURES = { perUser: 20, perAddress: 50 } as const;
/** Attempts of any outcome per address (a flood), counted before the password work. */
const ATTEMPTS_PER_ADDRESS = 300;

/**
 * Checks a staff sign-in: rate limits (shared store, so every instance counts together), the
 * lockout, then the password. Only failures count towards the per-username and per-address
 * limits, so staff signing in often from one office are never refused; a flood of any attempts
 * from one address is. The same answer for an unknown user and a wrong password, after the same
 * scrypt work.
 */
export function createStaffLogin(deps: { db: Db; store: Store; clock: Clock }) {
  const { db, store, clock } = deps;

  async function refuseWhileBlocked(keys: string[]) {
    for (const key of keys) {
      const until = Number(await store.get(`staff-login-block:${key}`));
      const left = until - clock.now().getTime();
      if (left > 0) throw new TooManyRequestsError(Math.ceil(left / 1000));
    }
  }

  async function countFailure(keys: { key: string; max: number }[]) {
    for (const { key, max } of keys) {
      const { count, resetInMs } = await store.increment(
        `limit:staff-login-fail:${key}`,
        WINDOW_MS,
      );
      if (count >= max && resetInMs > 0) {
        const until = clock.now().getTime() + resetInMs;
        await store.set(`staff-login-block:${key}`, String(until), resetInMs);
      }
    }
  }
  return async function signIn(
    username: string,
    password: string,
    ip: string,
  ): Promise<StaffIdentity> {
    await enforceLimits(store, [
      { key: `staff-login:ip:${ip}`, max: ATTEMPTS_PER_ADDRESS, windowMs: WINDOW_MS },
    ]);
    const failureKeys = [
      { key: `user:${username}`, max: FAILURES.perUser },
      { key: `ip:${ip}`, max: FAILURES.perAddress },
    ];
    await refuseWhileBlocked(failureKeys.map((k) => k.key));
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
      }
      await countFailure(failureKeys);
      if (row && row.failed_logins + 1 >= LOCKOUT_AFTER)
        throw new BusinessRuleError('staffLocked', { minutes: LOCKOUT_MS / 60_000 });
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
