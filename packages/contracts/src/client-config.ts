import * as z from 'zod/mini';

export { clientConfigPath } from './paths';

/** Public settings the page needs before its first signed call. Served unsigned. */
export const clientConfig = z.object({
  /** PKCS#8 PEM of the request-signing key. Public by design: see the README on signing. */
  signingKey: z.string(),
  imageBaseUrl: z.string(),
  airportCode: z.string(),
  timeZone: z.string(),
  /** Server time (ms since epoch) so a device with a wrong clock can still sign in the window. */
  serverTime: z.number(),
  onlineServiceUrl: z.string(),
  onlineServiceAppUrl: z.string(),
  /** Changes whenever an editor changes the nav menu: the page keeps its menu only while equal. */
  menuVersion: z.optional(z.string()),
});
export type ClientConfig = z.infer<typeof clientConfig>;
