import { answers } from '@can/contracts';
import { adminServicePaths, dashboardSummary } from '@can/contracts/admin-service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import type { DashboardService } from './service';

/** The back-office home: every signed-in staff member sees it. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    adminServicePaths.dashboardSummary,
    { config: { roles: 'anyStaff' }, schema: { response: answers(dashboardSummary) } },
    async (request) => ok(request, await dashboard.summary()),
  );
};
