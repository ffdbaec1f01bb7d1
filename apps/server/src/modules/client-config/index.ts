/** The client-config module: the page's public settings as a plugin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import { clientConfigRoutes } from './routes';
import { createClientConfigService } from './service';

export interface ClientConfigDeps {
  config: Config;
  clock: Clock;
  signingKeyPem: string;
  /** The nav menu's version (admin catalog), so pages drop a menu kept from before an edit. */
  menuVersion?: () => Promise<string>;
}

export const clientConfigModule: FastifyPluginAsyncZod<ClientConfigDeps> = async (app, deps) => {
  await app.register(clientConfigRoutes, { settings: createClientConfigService(deps) });
};
