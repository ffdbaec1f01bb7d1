/** The maps module: the terminal maps and the airport's traffic map as a plugin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { mapRoutes } from './routes';
import { createMapService } from './service';

export interface MapsDeps {
  /** The shops placed on the terminal maps. */
  db: Db;
}

export const mapsModule: FastifyPluginAsyncZod<MapsDeps> = async (app, deps) => {
  await app.register(mapRoutes, { maps: createMapService(deps.db) });
};
