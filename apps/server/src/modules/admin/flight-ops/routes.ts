import { answers } from '@can/contracts';
import {
  adminOpsPaths,
  opsFlight,
  opsFlightCancelBody,
  opsFlightFindQuery,
  opsFlightList,
  opsFlightQuery,
  opsFlightUpdateBody,
} from '@can/contracts/admin-ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import { actorOf } from '../audit';
import { staffOf } from '../auth';
import type { FlightOps } from './flight-ops-service';

/** Flight operations: duty managers (role operations) and admins. */
export const flightOpsRoutes: FastifyPluginAsyncZod<{ ops: FlightOps }> = async (app, { ops }) => {
  const operations = { roles: ['operations'] } as const;

  app.get(
    adminOpsPaths.flightFind,
    {
      config: operations,
      schema: { querystring: opsFlightFindQuery, response: answers(opsFlightList) },
    },
    async (request) => ok(request, { list: await ops.find(request.query) }),
  );
  app.get(
    adminOpsPaths.flightDetail,
    { config: operations, schema: { querystring: opsFlightQuery, response: answers(opsFlight) } },
    async (request) => ok(request, await ops.detail(request.query.flightId)),
  );
  app.post(
    adminOpsPaths.flightUpdate,
    { config: operations, schema: { body: opsFlightUpdateBody, response: answers(opsFlight) } },
    async (request) =>
      ok(request, await ops.update(staffOf(request), actorOf(request), request.body)),
  );
  app.post(
    adminOpsPaths.flightCancel,
    { config: operations, schema: { body: opsFlightCancelBody, response: answers(opsFlight) } },
    async (request) =>
      ok(request, await ops.cancel(staffOf(request), actorOf(request), request.body.flightId)),
  );
};
