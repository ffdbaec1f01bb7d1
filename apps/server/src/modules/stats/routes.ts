import { answers, cmsPaths, pageViewBody } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { ok } from '../../platform/envelope';
import { countPageView } from './repo';
import { airportDayOf } from '../../platform/airport-time';

/** First-party page-view statistics: one count per airport-local day and path. */
export const statsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.post(
    cmsPaths.pageView,
    { schema: { body: pageViewBody, response: answers(z.null()) } },
    async (request) => {
      const path = request.body.path.split('?', 1)[0]!.slice(0, 300);
      await countPageView(db, airportDayOf(clock.now()), path);
      return ok(request, null);
    },
  );
};
