import { answers, clientConfig, clientConfigPath } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { ClientConfigService } from './service';

/** Public settings for the page, served unsigned: it needs them to sign its first call. */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ settings: ClientConfigService }> = async (
  app,
  { settings },
) => {
  app.get(
    clientConfigPath,
    { schema: { response: answers(clientConfig) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await settings.current());
    },
  );
};
