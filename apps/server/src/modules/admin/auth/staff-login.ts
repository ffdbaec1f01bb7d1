import type { StaffIdentity } from '@can/contracts/admin-auth';
import { STAFF_ROLES } from '@can/contracts/admin-paths';
import type { Db } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { BusinessRuleError, TooManyRequestsError } from '../../../platform/errors';
import { enforceLimits } from '../../../platform/rate-limit';
import type { Store } from '../../../platform/store';
import { decoyHash, verifyPassword } from './password';
import * as repo from './repo';

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
 * lockout, then the password. Every guess is reserved before its password is checked: one of
 * the account's five guesses per window, and one of the username's and the address's allowed
 * failures, each an atomic increment in the store. A wrong password keeps its reservations; a
 * right one gives them back (failures are all that count, so staff signing in often from one
 * office are never refused). So a burst of guesses, however many at once, has at most five
 * evaluated per account and window. A flood of any attempts from one address is refused
 * before any work. The same answer for an unknown user and a wrong password, after the same
 * scrypt work.
 */
export function createStaffLogin(deps: {
  db: Db;
  store: Store;
  clock: Clock;
  /** The password check (scrypt); tests count its calls. */
  verify?: typeof verifyPassword;
}) {
  const { db, store, clock, verify = verifyPassword } = deps;

  async function refuseWhileBlocked(keys: string[]) {
    for (const key of keys) {
      const until = Number(await store.get(`staff-login-block:${key}`));
      const left = until - clock.now().getTime();
      if (left > 0) throw new TooManyRequestsError(Math.ceil(left / 1000));
    }
  }

  /**
   * Reserves one of the failures each key allows in its window; refuses (429, and blocks the
   * key for the rest of the window) when none is left. Taken back by `release`.
   */
  async function reserveFailures(keys: { key: string; max: number }[]) {
    const reserved: string[] = [];
    for (const { key, max } of keys) {
      const counter = `limit:staff-login-fail:${key}`;
      const { count, resetInMs } = await store.increment(counter, WINDOW_MS);
      reserved.push(counter);
      if (count > max) {
        await release(reserved);
        const until = clock.now().getTime() + resetInMs;
        await store.set(`staff-login-block:${key}`, String(until), resetInMs);
        throw new TooManyRequestsError(Math.max(1, Math.ceil(resetInMs / 1000)));
      }
    }
    return reserved;
  }

  async function release(counters: string[]) {
    await Promise.all(counters.map((counter) => store.decrement(counter)));
  }

  /** One of the account's five guesses in this window, or the lockout's answer. */
  async function reserveGuess(username: string) {
    const counter = `limit:staff-login-guess:${username}`;
    const { count, resetInMs } = await store.increment(counter, LOCKOUT_MS);
    if (count > LOCKOUT_AFTER) {
      await store.decrement(counter);
      throw new BusinessRuleError('staffLocked', {
        minutes: Math.max(1, Math.ceil(resetInMs / 60_000)),
      });
    }
    return { counter, count };
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
    const failures = await reserveFailures(failureKeys);
    let guess: { counter: string; count: number };
    try {
      guess = await reserveGuess(username);
    } catch (err) {
      await release(failures);
      throw err;
    }
    // Read after the reservation: a lock set by the guesses before this one is seen here.
    const row = await repo.findStaffByUsername(db, username);
    const now = clock.now();
    if (row?.locked_until && Date.parse(row.locked_until) > now.getTime()) {
      await release([...failures, guess.counter]);
      const minutes = Math.ceil((Date.parse(row.locked_until) - now.getTime()) / 60_000);
      throw new BusinessRuleError('staffLocked', { minutes });
    }

    const matches = await verify(password, row?.password_hash ?? (await decoyHash));
    if (!row || !matches || !row.active || !(STAFF_ROLES as readonly string[]).includes(row.role)) {
      // The reservations stand as this failure. On the fifth in a row the account's lock (in
      // the database, by the injected clock) takes over from the window's guesses; a name with
      // no account gets the same answers from its guesses alone.
      const locks = row ? await countFailedLogin(row.id, now) : guess.count >= LOCKOUT_AFTER;
      if (locks) {
        if (row) await store.delete(guess.counter);
        throw new BusinessRuleError('staffLocked', { minutes: LOCKOUT_MS / 60_000 });
      }
      throw new BusinessRuleError('staffLoginFailed');
    }
    await release(failures);
    await store.delete(guess.counter);
    await repo.recordSignIn(db, row.id, now.toISOString());
    return {
      id: row.id,
      username: row.username,
      name: row.name,
      role: row.role as StaffIdentity['role'],
    };
  };

  /** Adds a wrong password to the account's run; the fifth in a row locks it. True if it did. */
  async function countFailedLogin(id: number, now: Date): Promise<boolean> {
    return inTransaction(db, async (trx) => {
      if ((await repo.addFailedLogin(trx, id)) < LOCKOUT_AFTER) return false;
      await repo.lockStaff(trx, id, new Date(now.getTime() + LOCKOUT_MS).toISOString());
      return true;
    });
  }
}

export type StaffSignIn = ReturnType<typeof createStaffLogin>;
