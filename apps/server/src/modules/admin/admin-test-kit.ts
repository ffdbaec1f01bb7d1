import type { StaffRole } from '@can/contracts/admin-paths';
import { STAFF_COOKIE } from '@can/contracts/admin-paths';
import { signedCall } from '../../../test/signed-call';
import type { TestApp } from '../../../test/test-app';
import { createStaffSessions, hashPassword } from './auth';

/** Test helpers for the back office: staff accounts, their sessions, and signed admin calls. */

export interface AdminCallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  /** The Cookie header value, e.g. from staffSession(). */
  cookie?: string;
  locale?: string;
}

export interface AdminAnswer<T = unknown> {
  code: number;
  msg: string;
  data: T;
  setCookie: string | undefined;
}

export async function adminCall<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  options: AdminCallOptions = {},
): Promise<AdminAnswer<T>> {
  const { cookie, ...rest } = options;
  const response = await signedCall(t, method, path, { ...rest, headers: { cookie } });
  const body = response.json() as { code: number; msg: string; data: T };
  const setCookie = response.headers['set-cookie'];
  return { ...body, setCookie: Array.isArray(setCookie) ? setCookie[0] : setCookie };
}

/** Creates a staff account (password optional: without one nobody can sign in with it). */
export async function createStaff(
  t: TestApp,
  role: StaffRole,
  { username = `${role}-${Math.random().toString(36).slice(2, 8)}`, password = '' } = {},
) {
  const now = t.clock.now().toISOString();
  const row = await t.deps.database.db
    .insertInto('staff')
    .values({
      username,
      name: `Test ${role}`,
      role,
      password_hash: password ? await hashPassword(password) : 'none',
      active: 1,
      failed_logins: 0,
      locked_until: null,
      created_at: now,
      updated_at: now,
      last_login_at: null,
    })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
  return row;
}

/** A signed-in staff member of `role` (a new account), as the Cookie header to send. */
export async function staffSession(t: TestApp, role: StaffRole) {
  const staff = await createStaff(t, role);
  const { id } = await createStaffSessions(t.deps.database.db, t.clock).issue(staff.id);
  return { ...staff, cookie: `${STAFF_COOKIE}=${id}`, sessionId: id };
}

/** The cookie a login answer set, ready to send back. */
export const cookieFrom = (setCookie: string | undefined) => setCookie?.split(';')[0] ?? '';
