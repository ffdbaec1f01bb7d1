import {
  DISRUPTED_FLIGHTS_SHOWN,
  disruptedFlight,
  disruptionPaths,
  flightBoardQuery,
  flightDetailBody,
  flightListBody,
  flightPaths,
  flightSearchBody,
} from '@can/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_READ_CACHE, sendCacheable } from '../../platform/cacheable-read';
import type { Clock } from '../../platform/clock';
import { AIRLINES } from '../../reference/airlines';
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
  const cached = (key: string, build: () => Promise<unknown>) =>
    cache.get(`${flights.revision()}|${key}`, clock.now().getTime(), build);

  app.post(flightPaths.list, { schema: { body: flightListBody } }, async (request, reply) => {
    const found = await cached(`list|${JSON.stringify(request.body)}`, async () =>
      answer(await flights.list(request.body)),
    );
    return sendJson(reply, found.body);
  });

  app.post(flightPaths.search, { schema: { body: flightSearchBody } }, async (request, reply) => {
    const found = await cached(`search|${JSON.stringify(request.body)}`, async () =>
      answer(await flights.search(request.body)),
    );
    return sendJson(reply, found.body);
  });

  app.post(flightPaths.detail, { schema: { body: flightDetailBody } }, async (request) =>
    answer(await flights.detail(request.body.flightId, request.locale)),
  );

  // The same reads as unsigned GETs a shared cache may keep (issue 20, decision 024). The same
  // for every reader: the answer depends on the query alone (the detail also on the language).
  app.get(
    flightPaths.board,
    { schema: { querystring: flightBoardQuery } },
    async (request, reply) => {
      const { keyword, ...query } = request.query;
      const found = await cached(`board|${JSON.stringify(query)}|${keyword ?? ''}`, async () =>
        answer(await flights.board(keyword ? request.query : query)),
      );
      return sendCacheable(request, reply, found, { cacheControl: LIVE_READ_CACHE });
    },
  );

  app.get(
    flightPaths.detail,
    { schema: { querystring: flightDetailBody } },
    async (request, reply) => {
      const { flightId } = request.query;
      const found = await cached(`detail|${request.locale}|${flightId}`, async () =>
        answer(await flights.detail(flightId, request.locale)),
      );
      return sendCacheable(request, reply, found, {
        cacheControl: LIVE_READ_CACHE,
        vary: 'locale',
      });
    },
  );

  // Crisis mode's home page (issue 20): what is cancelled and delayed today, with each airline's
  // hotline, for rebooking. Public and the same for everyone, like the board.
  app.get(disruptionPaths.flights, async (request, reply) => {
    const found = await cached('disrupted', async () => {
      const { cancelled, delayed } = await flights.disrupted();
      const shown = (list: typeof cancelled) =>
        list.slice(0, DISRUPTED_FLIGHTS_SHOWN).map((r) => disruptedFlight.parse(r));
      const codes = new Set([...cancelled, ...delayed].map((r) => r.airline));
      const hotlines = Object.fromEntries(
        AIRLINES.filter((a) => codes.has(a.code) && a.hotline).map((a) => [a.code, a.hotline]),
      );
      return answer({
        cancelled: shown(cancelled),
        delayed: shown(delayed),
        cancelledTotal: cancelled.length,
        delayedTotal: delayed.length,
        hotlines,
      });
    });
    return sendCacheable(request, reply, found, { cacheControl: LIVE_READ_CACHE });
  });
};
