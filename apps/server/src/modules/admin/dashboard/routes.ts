import { answers } from '@can/contracts';
import { adminServicePaths, dashboardSummary } from '@can/contracts/admin-service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import type { AdminDeps } from '../deps';
import { createDashboardService } from './service';

/** The back-office home: every signed-in staff member sees it. */
export const dashboardRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const dashboard = createDashboardService({
    db: deps.db,
    clock: deps.clock,
    flights: deps.flightAnswers,
  });
  app.get(
    adminServicePaths.dashboardSummary,
    { config: { roles: 'anyStaff' }, schema: { response: answers(dashboardSummary) } },
    async (request) => ok(request, await dashboard.summary()),
  );
};
