import {
  answers,
  DISRUPTED_FLIGHTS_SHOWN,
  disruptedFlight,
  disruptedFlights,
  disruptionPaths,
  flightBoardQuery,
  flightDetail,
  flightDetailBody,
  flightListBody,
  flightPage,
  flightPaths,
  flightSearchAnswer,
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
  // An answer is checked against the route's contract once, as it is encoded for the cache.
  const cached = (reply: FastifyReply, key: string, build: () => Promise<unknown>) =>
    cache.get(`${flights.revision()}|${key}`, clock.now().getTime(), async () =>
      String(reply.serialize(await build())),
    );

  app.post(
    flightPaths.list,
    { schema: { body: flightListBody, response: answers(flightPage) } },
    async (request, reply) => {
      const found = await cached(reply, `list|${JSON.stringify(request.body)}`, async () =>
        answer(await flights.list(request.body)),
      );
      return sendJson(reply, found.body);
    },
  );

  app.post(
    flightPaths.search,
    { schema: { body: flightSearchBody, response: answers(flightSearchAnswer) } },
    async (request, reply) => {
      const found = await cached(reply, `search|${JSON.stringify(request.body)}`, async () =>
        answer(await flights.search(request.body)),
      );
      return sendJson(reply, found.body);
    },
  );

  app.post(
    flightPaths.detail,
    { schema: { body: flightDetailBody, response: answers(flightDetail) } },
    async (request) => answer(await flights.detail(request.body.flightId, request.locale)),
  );

  // The same reads as unsigned GETs a shared cache may keep (issue 20, decision 024). The same
  // for every reader: the answer depends on the query alone (the detail also on the language).
  app.get(
    flightPaths.board,
    { schema: { querystring: flightBoardQuery, response: answers(flightPage) } },
    async (request, reply) => {
      const { keyword, ...query } = request.query;
      const found = await cached(
        reply,
        `board|${JSON.stringify(query)}|${keyword ?? ''}`,
        async () => answer(await flights.board(keyword ? request.query : query)),
      );
      return sendCacheable(request, reply, found, { cacheControl: LIVE_READ_CACHE });
    },
  );

  app.get(
    flightPaths.detail,
    { schema: { querystring: flightDetailBody, response: answers(flightDetail) } },
    async (request, reply) => {
      const { flightId } = request.query;
      const found = await cached(reply, `detail|${request.locale}|${flightId}`, async () =>
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
  app.get(
    disruptionPaths.flights,
    { schema: { response: answers(disruptedFlights) } },
    async (request, reply) => {
      const found = await cached(reply, 'disrupted', async () => {
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
    },
  );
};
