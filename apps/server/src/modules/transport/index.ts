/** The transport module: the traffic guide, coach routes and city terminals as a plugin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { transportRoutes } from './routes';
import { createTransportService } from './service';

export interface TransportDeps {
  db: Db;
  /** A route's next departures count from this clock's now. */
  clock: Clock;
}

export const transportModule: FastifyPluginAsyncZod<TransportDeps> = async (app, deps) => {
  await app.register(transportRoutes, {
    transport: createTransportService(deps.db, deps.clock),
  });
};
