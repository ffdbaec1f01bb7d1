import { STAFF_ROLES, type StaffRole } from '@can/contracts/admin-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminCall, staffSession } from './admin-test-kit';
import { mayCall } from './auth';

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

/**
 * Who must be able to use each area, written down here independently of the routes' own
 * declarations (issue 9): a route declaring the wrong roles fails, and a new area fails until
 * it is added to this table.
 */
const POLICY: Record<string, readonly StaffRole[]> = {
  auth: STAFF_ROLES,
  dashboard: STAFF_ROLES,
  staff: ['admin'],
  audit: ['admin'],
  notifications: ['admin', 'editor'],
  articles: ['admin', 'editor'],
  catalog: ['admin', 'editor'],
  'flight-ops': ['admin', 'operations'],
  'checkin-support': ['admin', 'operations'],
  disruption: ['admin', 'operations'],
  feedback: ['admin', 'service'],
  alerts: ['admin', 'service'],
};
const areaOf = (url: string) => url.split('/')[3] ?? '';

describe('back-office role matrix', () => {
  it('finds the back-office calls; every one declares who may use it, as the policy says', () => {
    const calls = t.app.adminCalls;
    expect(calls.length).toBeGreaterThanOrEqual(8);
    for (const call of calls) {
      const label = `${call.method} ${call.url}`;
      expect(call.url.startsWith('/byairport-cms/admin/'), call.url).toBe(true);
      expect(call.roles, `${label} declares roles`).toBeDefined();
      expect(Object.keys(POLICY), `${label}: an area of the policy`).toContain(areaOf(call.url));
      if (isPublic(call.roles)) continue;
      for (const role of STAFF_ROLES) {
        const may = mayCall(call.roles, { id: 0, username: '', name: '', role });
        expect(may, `${label} for ${role}`).toBe(POLICY[areaOf(call.url)]!.includes(role));
      }
    }
    // Only signing in and out work without a session.
    expect(
      calls
        .filter((c) => isPublic(c.roles))
        .map((c) => c.url)
        .sort(),
    ).toEqual(['/byairport-cms/admin/auth/login', '/byairport-cms/admin/auth/logout']);
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
        if (POLICY[areaOf(call.url)]!.includes(role)) {
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
