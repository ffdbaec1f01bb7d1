import { answers } from '@can/contracts';
import {
  adminAlertsPaths,
  deskAlertEndBody,
  deskAlertFindQuery,
  deskAlertList,
} from '@can/contracts/admin-alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import { actorOf } from '../audit';
import type { AlertsDesk } from './service';

/** Flight alerts at the service desk: role service and admins. */
export const alertsDeskRoutes: FastifyPluginAsyncZod<{ desk: AlertsDesk }> = async (
  app,
  { desk },
) => {
  const service = { roles: ['service'] } as const;

  app.get(
    adminAlertsPaths.find,
    {
      config: service,
      schema: { querystring: deskAlertFindQuery, response: answers(deskAlertList) },
    },
    async (request) => ok(request, { list: await desk.find(request.query) }),
  );

  app.post(
    adminAlertsPaths.end,
    { config: service, schema: { body: deskAlertEndBody, response: answers(deskAlertList) } },
    async (request) => ok(request, { list: await desk.end(actorOf(request), request.body) }),
  );
};
