import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { Log } from '../../../platform/log';
import { generatePassword, hashPassword } from './password';
import * as repo from './repo';

export const FIRST_ADMIN = 'admin';

/** Where a generated first-admin password is written: beside the SQLite file, or ./data. */
export function firstAdminPasswordFile(config: Config): string {
  const sqlite = /^sqlite:(.+)$/.exec(config.DATABASE_URL);
  return resolve(sqlite ? dirname(sqlite[1]!) : 'data', 'first-admin-password.txt');
}

/**
 * Creates the first admin (username `admin`) when there is no staff account yet, with
 * ADMIN_PASSWORD; without it a random password is written to a file only the server's user can
 * read, and the log names the file, never the password. Several instances starting together:
 * the unique username lets one win.
 */
export async function ensureFirstAdmin(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  log: Log;
}): Promise<void> {
  const { db, config, clock, log } = deps;
  if (await repo.anyStaff(db)) return;
  const given = config.ADMIN_PASSWORD;
  const password = given ?? generatePassword();
  const now = clock.now().toISOString();
  const inserted = await repo.insertStaffIfNew(db, {
    username: FIRST_ADMIN,
    name: 'Administrator',
    role: 'admin',
    password_hash: await hashPassword(password),
    active: 1,
    failed_logins: 0,
    locked_until: null,
    created_at: now,
    updated_at: now,
    last_login_at: null,
  });
  if (!inserted) return;
  if (given) {
    log.info({ username: FIRST_ADMIN }, 'first admin account created from ADMIN_PASSWORD');
    return;
  }
  if (config.NODE_ENV === 'test') return;
  const file = firstAdminPasswordFile(config);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(join(file), `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  log.warn(
    { username: FIRST_ADMIN, file },
    'ADMIN_PASSWORD is not set: the first admin password was generated and written to this file; sign in and change it, then delete the file',
  );
}
