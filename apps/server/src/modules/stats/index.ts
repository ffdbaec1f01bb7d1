/** The stats module: the page-view count as a plugin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { statsRoutes } from './routes';
import { createStatsService } from './service';

export interface StatsDeps {
  db: Db;
  clock: Clock;
}

export const statsModule: FastifyPluginAsyncZod<StatsDeps> = async (app, { db, clock }) => {
  await app.register(statsRoutes, { stats: createStatsService(db, clock) });
};
