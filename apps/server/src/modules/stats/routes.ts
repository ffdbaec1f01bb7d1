import { answers, cmsPaths, pageViewBody } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ok } from '../../platform/envelope';
import type { StatsService } from './service';

/** The page-view call: one more view of a page, counted by the stats service. */
export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (
  app,
  { stats },
) => {
  app.post(
    cmsPaths.pageView,
    { schema: { body: pageViewBody, response: answers(z.null()) } },
    async (request) => {
      await stats.countView(request.body.path);
      return ok(request, null);
    },
  );
};
