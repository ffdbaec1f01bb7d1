import { answers, disruptionNotice, disruptionPaths } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { DisruptionService } from './service';

/**
 * GET disruption/current: the notice in the reader's language, a public read (decision 024) that
 * every page's frame shows first while crisis mode is on.
 */
export const disruptionRoutes: FastifyPluginAsyncZod<{ disruption: DisruptionService }> = async (
  app,
  { disruption },
) => {
  app.get(
    disruptionPaths.current,
    { schema: { response: answers(disruptionNotice) } },
    async (request) => ok(request, await disruption.notice(request.locale)),
  );
};
