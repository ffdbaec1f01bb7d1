import { STAFF_ROLES, type StaffRole } from '@can/contracts/admin-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminCall, staffSession } from './admin-test-kit';
import { mayCall } from './auth/staff-guard';

/*
 * Every back-office call, found from the routes as registered (app.adminCalls), is called with
 * no session and then as each role. Refused roles must get code 403 and a missing session 401;
 * allowed roles must get past the guard (any other code: 200, or 400 for the empty input sent).
 * Runs on SQLite, and on PostgreSQL + Redis in `npm run test:pg`.
 */
let t: TestApp;
const sessions = {} as Record<StaffRole, { cookie: string }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) sessions[role] = await staffSession(t, role);
});
afterAll(() => t.close());

const isPublic = (roles: unknown) => roles === 'public';

describe('back-office role matrix', () => {
  it('finds the back-office calls and every one declares who may use it', () => {
    const calls = t.app.adminCalls;
    expect(calls.length).toBeGreaterThanOrEqual(8);
    for (const call of calls) {
      expect(call.url.startsWith('/byairport-cms/admin/'), call.url).toBe(true);
      expect(call.roles, `${call.method} ${call.url} declares roles`).toBeDefined();
    }
  });

  it('refuses every guarded call without a staff session (401)', async () => {
    for (const call of t.app.adminCalls.filter((c) => !isPublic(c.roles))) {
      const answer = await adminCall(t, call.method as 'GET' | 'POST', call.url, {});
      expect(answer.code, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('refuses a forged or unknown session id (401)', async () => {
    const call = t.app.adminCalls.find((c) => c.roles === 'anyStaff')!;
    const answer = await adminCall(t, 'GET', call.url, { cookie: 'can_staff=forged-session-id' });
    expect(answer.code).toBe(401);
  });

  for (const role of STAFF_ROLES) {
    it(`lets ${role} use exactly the calls of its role (others 403)`, async () => {
      let allowed = 0;
      for (const call of t.app.adminCalls.filter((c) => !isPublic(c.roles))) {
        // Signing out would end the session the rest of the loop uses; it is tested on its own.
        const answer = await adminCall(t, call.method as 'GET' | 'POST', call.url, {
          cookie: sessions[role].cookie,
          body: call.method === 'POST' ? {} : undefined,
        });
        const label = `${role} ${call.method} ${call.url} → ${answer.code} ${answer.msg}`;
        if (mayCall(call.roles, { id: 0, username: '', name: '', role })) {
          allowed++;
          expect([401, 403, 500], label).not.toContain(answer.code);
        } else {
          expect(answer.code, label).toBe(403);
        }
      }
      expect(allowed).toBeGreaterThan(0);
    });
  }

  it('keeps the admin-only calls for admins: staff accounts and the audit log', () => {
    const adminOnly = t.app.adminCalls.filter(
      (c) => Array.isArray(c.roles) && c.roles.length === 0,
    );
    expect(adminOnly.map((c) => c.url)).toEqual(
      expect.arrayContaining([
        '/byairport-cms/admin/staff/list',
        '/byairport-cms/admin/staff/create',
        '/byairport-cms/admin/staff/update',
        '/byairport-cms/admin/audit/list',
      ]),
    );
  });
});
