import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { AlertFigures } from './service';
import { dashboardRoutes } from './routes';
import { createDashboardService, type FlightAnswers } from './service';

export type { AlertFigures, FlightAnswers } from './service';

export interface DashboardAdminDeps {
  db: Db;
  clock: Clock;
  /** The public flight list, as travellers see it: the dashboard counts today's statuses. */
  flightAnswers: FlightAnswers;
  /** Today's alert messages by channel (alerts module, through the desk's port). */
  alertFigures: AlertFigures;
}

/** The back-office home: today's figures and two weeks of views and check-ins (all staff). */
export const dashboardAdmin: FastifyPluginAsyncZod<DashboardAdminDeps> = async (app, deps) => {
  const dashboard = createDashboardService({
    db: deps.db,
    clock: deps.clock,
    flights: deps.flightAnswers,
    alerts: deps.alertFigures,
  });
  await app.register(dashboardRoutes, { dashboard });
};
