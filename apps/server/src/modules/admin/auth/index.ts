import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { Store } from '../../../platform/store';
import type { AuditLog } from '../audit';
import { createPasswordChange } from './own-password';
import { staffAuthRoutes } from './routes';
import { createStaffLogin } from './staff-login';
import type { StaffSessions } from './staff-sessions';

/** What the sign-in area lends the back office's root and its other areas. */
export { hashPassword } from './password';
export { ensureFirstAdmin } from './first-admin';
export { guardStaffRoutes, mayCall, staffOf } from './staff-guard';
export { createStaffSessions, type StaffSessions } from './staff-sessions';

export interface AuthAdminDeps {
  db: Db;
  store: Store;
  clock: Clock;
  audit: AuditLog;
  /** Built by the back office's root: its guard resolves the same sessions. */
  sessions: StaffSessions;
}

/** Staff sign-in, sign-out, the current staff member and changing one's own password. */
export const authAdmin: FastifyPluginAsyncZod<AuthAdminDeps> = async (app, deps) => {
  await app.register(staffAuthRoutes, {
    sessions: deps.sessions,
    signIn: createStaffLogin(deps),
    changePassword: createPasswordChange(deps),
  });
};
