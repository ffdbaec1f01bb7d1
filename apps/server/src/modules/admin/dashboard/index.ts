import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { dashboardRoutes } from './routes';
import { createDashboardService, type FlightAnswers } from './service';

export type { FlightAnswers } from './service';

export interface DashboardAdminDeps {
  db: Db;
  clock: Clock;
  /** The public flight list, as travellers see it: the dashboard counts today's statuses. */
  flightAnswers: FlightAnswers;
}

/** The back-office home: today's figures and two weeks of views and check-ins (all staff). */
export const dashboardAdmin: FastifyPluginAsyncZod<DashboardAdminDeps> = async (app, deps) => {
  const dashboard = createDashboardService({
    db: deps.db,
    clock: deps.clock,
    flights: deps.flightAnswers,
  });
  await app.register(dashboardRoutes, { dashboard });
};
