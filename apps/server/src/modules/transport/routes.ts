import {
  cityTerminalQuery,
  coachRouteQuery,
  coachRoutesQuery,
  transportPaths,
} from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { TransportService } from './service';

export const transportRoutes: FastifyPluginAsyncZod<{ transport: TransportService }> = async (
  app,
  { transport },
) => {
  app.get(transportPaths.guide, async (request) =>
    ok(request, await transport.guide(request.locale)),
  );

  app.get(transportPaths.provinces, async (request) =>
    ok(request, await transport.provinces(request.locale)),
  );

  app.get(transportPaths.routes, { schema: { querystring: coachRoutesQuery } }, async (request) =>
    ok(request, await transport.routes(request.query, request.locale)),
  );

  app.get(transportPaths.route, { schema: { querystring: coachRouteQuery } }, async (request) =>
    ok(request, await transport.route(request.query.routeId, request.locale)),
  );

  app.get(transportPaths.cityTerminals, async (request) =>
    ok(request, await transport.cityTerminals(request.locale)),
  );

  app.get(
    transportPaths.cityTerminal,
    { schema: { querystring: cityTerminalQuery } },
    async (request) => ok(request, await transport.cityTerminal(request.query.id, request.locale)),
  );
};
