import { flightDetailBody, flightListBody, flightPaths, flightSearchBody } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FlightService } from './flight-service';

/** The flight service answers code "200" as a string, like the original. */
const answer = <T>(data: T) => ({ code: '200', msg: 'success', data });

export const flightRoutes: FastifyPluginAsyncZod<{ flights: FlightService }> = async (app, { flights }) => {
  app.post(flightPaths.list, { schema: { body: flightListBody } }, async (request) => answer(await flights.list(request.body)));
  app.post(flightPaths.search, { schema: { body: flightSearchBody } }, async (request) => answer(await flights.search(request.body)));
  app.post(flightPaths.detail, { schema: { body: flightDetailBody } }, async (request) => answer(await flights.detail(request.body.flightId, request.locale)));
};
