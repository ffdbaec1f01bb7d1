import { answers } from '@can/contracts';
import {
  adminOpsPaths,
  opsCheckin,
  opsCheckinFindQuery,
  opsCheckinList,
  opsCheckinMarkBody,
  opsSeatReleaseBody,
} from '@can/contracts/admin-ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import { actorOf } from '../audit';
import type { CheckinSupport } from './service';

/** Check-in support: role operations and admins. */
export const checkinSupportRoutes: FastifyPluginAsyncZod<{ support: CheckinSupport }> = async (
  app,
  { support },
) => {
  const operations = { roles: ['operations'] } as const;

  app.get(
    adminOpsPaths.checkinFind,
    {
      config: operations,
      schema: { querystring: opsCheckinFindQuery, response: answers(opsCheckinList) },
    },
    async (request) => ok(request, { list: await support.find(request.query) }),
  );

  app.post(
    adminOpsPaths.checkinMark,
    { config: operations, schema: { body: opsCheckinMarkBody, response: answers(opsCheckin) } },
    async (request) => {
      const { segmentId, channel, seat } = request.body;
      return ok(
        request,
        await support.mark(actorOf(request), { segmentId, channel, seat, locale: request.locale }),
      );
    },
  );

  app.post(
    adminOpsPaths.seatRelease,
    { config: operations, schema: { body: opsSeatReleaseBody, response: answers(opsCheckin) } },
    async (request) => ok(request, await support.release(actorOf(request), request.body.segmentId)),
  );
};
