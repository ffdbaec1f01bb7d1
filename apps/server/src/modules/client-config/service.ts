import { AIRPORT_CODE, AIRPORT_TIME_ZONE, type ClientConfig } from '@can/contracts';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';

export interface ClientConfigServiceDeps {
  config: Config;
  clock: Clock;
  signingKeyPem: string;
  /** The nav menu's version (admin catalog), so pages drop a menu kept from before an edit. */
  menuVersion?: () => Promise<string>;
}

/** The public settings a page needs before its first signed call. */
export function createClientConfigService({
  config,
  clock,
  signingKeyPem,
  menuVersion,
}: ClientConfigServiceDeps) {
  return {
    async current(): Promise<ClientConfig> {
      return {
        signingKey: signingKeyPem,
        imageBaseUrl: config.IMAGE_BASE_URL,
        airportCode: AIRPORT_CODE,
        timeZone: AIRPORT_TIME_ZONE,
        serverTime: clock.now().getTime(),
        onlineServiceUrl: config.ONLINE_SERVICE_URL,
        onlineServiceAppUrl: config.ONLINE_SERVICE_APP_URL,
        ...(menuVersion ? { menuVersion: await menuVersion() } : {}),
      };
    },
  };
}

export type ClientConfigService = ReturnType<typeof createClientConfigService>;
