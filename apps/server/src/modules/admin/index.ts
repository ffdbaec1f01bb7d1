import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit/routes';
import { ensureFirstAdmin } from './auth/first-admin';
import { staffAuthRoutes } from './auth/routes';
import { guardStaffRoutes } from './auth/staff-guard';
import { createStaffSessions } from './auth/staff-sessions';
import type { AdminDeps } from './deps';
import { flightOpsRoutes } from './flight-ops/routes';
import { disruptionAdminRoutes } from './disruption/routes';
import { checkinSupportRoutes } from './checkin-support/routes';
import { dashboardRoutes } from './dashboard/routes';
import { feedbackRoutes } from './feedback/routes';
import { staffRoutes } from './staff/routes';
import { notificationRoutes } from './notifications/routes';
import { articleRoutes } from './articles/routes';
import { catalogRoutes } from './catalog';

export type { AdminDeps, AdminCall } from './deps';
export { createAuditLog } from './audit/audit-log';

/**
 * The back office's API (issue 9), in its own scope: the staff cookie is parsed only here, and
 * every route registered below is guarded by role (auth/staff-guard.ts).
 */
export async function registerAdmin(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  await ensureFirstAdmin(deps);
  await app.register(async (scope) => {
    await scope.register(cookie);
    const sessions = createStaffSessions(deps.db, deps.clock);
    guardStaffRoutes(scope, sessions, deps.calls);
    await scope.register(staffAuthRoutes, { ...deps, sessions });
    await scope.register(staffRoutes, { ...deps, sessions });
    await scope.register(auditRoutes, deps);
    // Areas of the back office: one register line each.
    await scope.register(flightOpsRoutes, deps);
    await scope.register(disruptionAdminRoutes, deps);
    await scope.register(checkinSupportRoutes, deps);
    await scope.register(catalogRoutes, deps);
    await scope.register(dashboardRoutes, deps);
    await scope.register(feedbackRoutes, deps);
    await scope.register(notificationRoutes, deps);
    await scope.register(articleRoutes, deps);
  });
}
