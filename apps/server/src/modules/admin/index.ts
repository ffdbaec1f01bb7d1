import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAdmin } from './audit';
import { authAdmin, createStaffSessions, ensureFirstAdmin, guardStaffRoutes } from './auth';
import type { AdminDeps } from './deps';
import { flightOpsAdmin } from './flight-ops';
import { disruptionAdmin } from './disruption';
import { checkinSupportAdmin } from './checkin-support';
import { alertsDeskAdmin } from './alerts-desk';
import { dashboardAdmin } from './dashboard';
import { feedbackAdmin } from './feedback';
import { staffAdmin } from './staff';
import { notificationsAdmin } from './notifications';
import { articlesAdmin } from './articles';
import { catalogAdmin } from './catalog';

export type { AdminDeps, AdminCall, AllowedRoles } from './deps';
export { createAuditLog } from './audit';
/** The nav menu's version, for the client config (app.ts). */
export { menuVersion } from './catalog';

/**
 * The back office's API (issue 9), in its own scope: the staff cookie is parsed only here, and
 * every route registered below is guarded by role (auth/staff-guard.ts). Each area is given
 * only the fields of `deps` it uses.
 */
export const adminModule: FastifyPluginAsyncZod<AdminDeps> = async (scope, deps) => {
  const { db, store, clock, audit } = deps;
  await ensureFirstAdmin(deps);
  await scope.register(cookie);
  const sessions = createStaffSessions(db, clock);
  guardStaffRoutes(scope, sessions, deps.calls);
  await scope.register(authAdmin, { db, store, clock, audit, sessions });
  await scope.register(staffAdmin, { db, clock, audit, sessions });
  await scope.register(auditAdmin, { db, audit });
  // Areas of the back office: one register line each.
  await scope.register(flightOpsAdmin, { db, clock, audit, flightOps: deps.flightOps });
  await scope.register(disruptionAdmin, { audit, disruption: deps.disruption });
  await scope.register(checkinSupportAdmin, { db, audit, checkinDesk: deps.checkinDesk });
  await scope.register(catalogAdmin, { db, clock, audit, mediaStorage: deps.mediaStorage });
  await scope.register(dashboardAdmin, {
    db,
    clock,
    flightAnswers: deps.flightAnswers,
    alertFigures: deps.alertsDesk,
  });
  await scope.register(feedbackAdmin, { db, clock, audit, mailer: deps.mailer });
  await scope.register(alertsDeskAdmin, { db, audit, alertsDesk: deps.alertsDesk });
  await scope.register(notificationsAdmin, { db, clock, audit });
  await scope.register(articlesAdmin, { db, store, clock, audit });
};
