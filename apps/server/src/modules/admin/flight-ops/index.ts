import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { AuditLog } from '../audit';
import { createFlightOps } from './flight-ops-service';
import type { FlightOpsPorts } from './ports';
import { flightOpsRoutes } from './routes';

export type { FlightOpsPorts } from './ports';

export interface FlightOpsAdminDeps {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  /** Search, lookup, cache forgetting and the board push (flights module). */
  flightOps: FlightOpsPorts;
}

/** Flight operations in the back office: status, estimated times, gate, belt, counters. */
export const flightOpsAdmin: FastifyPluginAsyncZod<FlightOpsAdminDeps> = async (app, deps) => {
  await app.register(flightOpsRoutes, { ops: createFlightOps(deps) });
};
