import { flightDetailBody, flightListBody, flightPaths, flightSearchBody } from '@can/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import { MinuteAnswerCache } from './answer-cache';
import type { FlightService } from './flight-service';

/** The flight service answers code "200" as a string, like the original. */
const answer = <T>(data: T) => ({ code: '200', msg: 'success', data });

const sendJson = (reply: FastifyReply, body: Buffer) =>
  reply.type('application/json; charset=utf-8').send(body);

export const flightRoutes: FastifyPluginAsyncZod<{ flights: FlightService; clock: Clock }> = async (
  app,
  { flights, clock },
) => {
  const cache = new MinuteAnswerCache();

  app.post(flightPaths.list, { schema: { body: flightListBody } }, async (request, reply) => {
    const key = `${flights.revision()}|list|${JSON.stringify(request.body)}`;
    return sendJson(
      reply,
      await cache.get(key, clock.now().getTime(), async () =>
        answer(await flights.list(request.body)),
      ),
    );
  });

  app.post(flightPaths.search, { schema: { body: flightSearchBody } }, async (request, reply) => {
    const key = `${flights.revision()}|search|${JSON.stringify(request.body)}`;
    return sendJson(
      reply,
      await cache.get(key, clock.now().getTime(), async () =>
        answer(await flights.search(request.body)),
      ),
    );
  });

  app.post(flightPaths.detail, { schema: { body: flightDetailBody } }, async (request) =>
    answer(await flights.detail(request.body.flightId, request.locale)),
  );
};
