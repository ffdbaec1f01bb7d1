import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import type { AuditLog } from '../audit';
import type { AlertDeskPort } from './ports';
import { alertsDeskRoutes } from './routes';
import { createAlertsDesk } from './service';

export type { AlertDeskPort, DeskContact, DeskSubscriptionView } from './ports';

export interface AlertsDeskAdminDeps {
  db: Db;
  audit: AuditLog;
  /** Lookup and end of a contact's alert subscriptions (alerts module). */
  alertsDesk: AlertDeskPort;
}

/** Flight alerts in the back office: the service desk finds a traveller's alerts and ends them. */
export const alertsDeskAdmin: FastifyPluginAsyncZod<AlertsDeskAdminDeps> = async (app, deps) => {
  await app.register(alertsDeskRoutes, { desk: createAlertsDesk(deps) });
};
