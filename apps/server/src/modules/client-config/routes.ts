import {
  AIRPORT_CODE,
  AIRPORT_TIME_ZONE,
  answers,
  clientConfig,
  clientConfigPath,
  type ClientConfig,
} from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import { ok } from '../../platform/envelope';

export interface ClientConfigOptions {
  config: Config;
  clock: Clock;
  signingKeyPem: string;
  /** The nav menu's version (admin catalog), so pages drop a menu kept from before an edit. */
  menuVersion?: () => Promise<string>;
}

/** Public settings for the page, served unsigned: it needs them to sign its first call. */
export const clientConfigRoutes: FastifyPluginAsyncZod<ClientConfigOptions> = async (
  app,
  { config, clock, signingKeyPem, menuVersion },
) => {
  app.get(
    clientConfigPath,
    { schema: { response: answers(clientConfig) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const data: ClientConfig = {
        signingKey: signingKeyPem,
        imageBaseUrl: config.IMAGE_BASE_URL,
        airportCode: AIRPORT_CODE,
        timeZone: AIRPORT_TIME_ZONE,
        serverTime: clock.now().getTime(),
        onlineServiceUrl: config.ONLINE_SERVICE_URL,
        onlineServiceAppUrl: config.ONLINE_SERVICE_APP_URL,
        ...(menuVersion ? { menuVersion: await menuVersion() } : {}),
      };
      return ok(request, data);
    },
  );
};
