import { answers, mapPaths, terminalMap, terminalMapQuery, trafficMap } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { MapService } from './service';

export const mapRoutes: FastifyPluginAsyncZod<{ maps: MapService }> = async (app, { maps }) => {
  app.get(
    mapPaths.terminal,
    { schema: { querystring: terminalMapQuery, response: answers(terminalMap) } },
    async (request) => ok(request, await maps.terminal(request.query.terminal, request.locale)),
  );

  app.get(mapPaths.traffic, { schema: { response: answers(trafficMap) } }, async (request) =>
    ok(request, maps.traffic(request.locale)),
  );
};
