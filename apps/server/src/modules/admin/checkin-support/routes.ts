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
import type { AdminDeps } from '../deps';
import { checkinById, findCheckins } from './checkin-lookup';

/**
 * Check-in support: look up passengers, mark a counter or kiosk check-in (which the public
 * online cancel then refuses), release a seat. Role operations and admins; each change is
 * audited in its own transaction.
 */
export const checkinSupportRoutes: FastifyPluginAsyncZod<AdminDeps> = async (
  app,
  { db, audit, checkinDesk },
) => {
  const operations = { roles: ['operations'] } as const;

  app.get(
    adminOpsPaths.checkinFind,
    {
      config: operations,
      schema: { querystring: opsCheckinFindQuery, response: answers(opsCheckinList) },
    },
    async (request) => ok(request, { list: await findCheckins(db, request.query) }),
  );

  app.post(
    adminOpsPaths.checkinMark,
    { config: operations, schema: { body: opsCheckinMarkBody, response: answers(opsCheckin) } },
    async (request) => {
      const { segmentId, channel, seat } = request.body;
      await db.transaction().execute(async (trx) => {
        const change = await checkinDesk.mark(trx, {
          segmentId,
          channel,
          seat,
          locale: request.locale,
        });
        await audit.record(trx, request, {
          action: 'checkin.mark',
          target: `segment:${segmentId}`,
          before: { flightId: change.flightId, ...change.before },
          after: { flightId: change.flightId, ...change.after },
        });
      });
      return ok(request, await checkinById(db, segmentId));
    },
  );

  app.post(
    adminOpsPaths.seatRelease,
    { config: operations, schema: { body: opsSeatReleaseBody, response: answers(opsCheckin) } },
    async (request) => {
      const { segmentId } = request.body;
      await db.transaction().execute(async (trx) => {
        const change = await checkinDesk.release(trx, segmentId);
        await audit.record(trx, request, {
          action: 'seat.release',
          target: `segment:${segmentId}`,
          before: { flightId: change.flightId, ...change.before },
          after: { flightId: change.flightId, ...change.after },
        });
      });
      return ok(request, await checkinById(db, segmentId));
    },
  );
};
