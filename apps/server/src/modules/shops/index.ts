/** The shops module: the terminals' shops and restaurants as a plugin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { shopRoutes } from './routes';
import { createShopService } from './service';

export interface ShopsDeps {
  db: Db;
  /** Whether an outlet is open now is answered in airport time from this clock. */
  clock: Clock;
}

export const shopsModule: FastifyPluginAsyncZod<ShopsDeps> = async (app, deps) => {
  await app.register(shopRoutes, { shops: createShopService(deps.db, deps.clock) });
};
