import { answers, mapPaths, terminalMap, terminalMapQuery, trafficMap } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ok } from '../../platform/envelope';
import { shopsOfTerminal } from './repo';
import { buildTerminalMap } from './terminal-map';
import { buildTrafficMap } from './traffic-map';

export const mapRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    mapPaths.terminal,
    { schema: { querystring: terminalMapQuery, response: answers(terminalMap) } },
    async (request) => {
      const { terminal } = request.query;
      const shops = await shopsOfTerminal(db, terminal);
      return ok(request, buildTerminalMap(terminal, shops, request.locale));
    },
  );

  app.get(mapPaths.traffic, { schema: { response: answers(trafficMap) } }, async (request) =>
    ok(request, buildTrafficMap(request.locale)),
  );
};
