import { adminDisruption, answers, disruptionPaths, disruptionUpdateBody } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import type { AdminDeps } from '../deps';

/**
 * Crisis mode in the back office (issue 20): operations (and admins) read it and switch it on or
 * off with its message in four languages. Each change is audited with the texts before and after.
 */
export const disruptionAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const operations = { roles: ['operations'] } as const;

  app.get(
    disruptionPaths.admin,
    { config: operations, schema: { response: answers(adminDisruption) } },
    async (request) => ok(request, await deps.disruption.current()),
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
        await deps.disruption.update(
          request.body,
          request.staff?.username ?? '',
          (trx, before, after) =>
            deps.audit.record(trx, request, {
              action: 'disruption.update',
              target: 'site:disruption',
              before,
              after,
            }),
        ),
      ),
  );
};
