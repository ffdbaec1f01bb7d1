import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { airlineRoutes } from './routes';

/** Nothing: the directory is reference data (reference/airlines.ts). */
export type AirlinesDeps = Record<never, never>;

/** GET flight/airlines: the airline directory. */
export const airlinesModule: FastifyPluginAsyncZod<AirlinesDeps> = async (app) => {
  await app.register(airlineRoutes);
};
