import { adminDisruption, answers, disruptionPaths, disruptionUpdateBody } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import { actorOf } from '../audit';
import type { DisruptionAdmin } from './service';

/**
 * Crisis mode in the back office (issue 20): operations (and admins) read it and switch it on or
 * off with its message in four languages.
 */
export const disruptionAdminRoutes: FastifyPluginAsyncZod<{ crisis: DisruptionAdmin }> = async (
  app,
  { crisis },
) => {
  const operations = { roles: ['operations'] } as const;

  app.get(
    disruptionPaths.admin,
    { config: operations, schema: { response: answers(adminDisruption) } },
    async (request) => ok(request, await crisis.current()),
  );

  app.post(
    disruptionPaths.adminUpdate,
    {
      config: operations,
      schema: { body: disruptionUpdateBody, response: answers(adminDisruption) },
    },
    async (request) =>
      ok(
        request,
        await crisis.update(actorOf(request), request.staff?.username ?? '', request.body),
      ),
  );
};
