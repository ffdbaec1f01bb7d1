import {
  answers,
  cityTerminalDetail,
  cityTerminalList,
  cityTerminalQuery,
  coachProvinceList,
  coachRouteDetail,
  coachRouteList,
  coachRouteQuery,
  coachRoutesQuery,
  trafficGuide,
  transportPaths,
} from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { TransportService } from './service';

export const transportRoutes: FastifyPluginAsyncZod<{ transport: TransportService }> = async (
  app,
  { transport },
) => {
  app.get(transportPaths.guide, { schema: { response: answers(trafficGuide) } }, async (request) =>
    ok(request, await transport.guide(request.locale)),
  );

  app.get(
    transportPaths.provinces,
    { schema: { response: answers(coachProvinceList) } },
    async (request) => ok(request, await transport.provinces(request.locale)),
  );

  app.get(
    transportPaths.routes,
    { schema: { querystring: coachRoutesQuery, response: answers(coachRouteList) } },
    async (request) => ok(request, await transport.routes(request.query, request.locale)),
  );

  app.get(
    transportPaths.route,
    { schema: { querystring: coachRouteQuery, response: answers(coachRouteDetail) } },
    async (request) => ok(request, await transport.route(request.query.routeId, request.locale)),
  );

  app.get(
    transportPaths.cityTerminals,
    { schema: { response: answers(cityTerminalList) } },
    async (request) => ok(request, await transport.cityTerminals(request.locale)),
  );

  app.get(
    transportPaths.cityTerminal,
    { schema: { querystring: cityTerminalQuery, response: answers(cityTerminalDetail) } },
    async (request) => ok(request, await transport.cityTerminal(request.query.id, request.locale)),
  );
};
