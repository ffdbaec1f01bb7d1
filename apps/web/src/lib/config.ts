import type { ClientConfig } from '@can/contracts/client-config';
import { codeOf } from '@can/contracts/envelope';
import { clientConfigPath } from '@can/contracts/paths';
import { serverContext } from './server-context';

/** The public client settings and how far this device's clock is from the server's. */
export interface LoadedClientConfig {
  config: ClientConfig;
  /** serverTime minus local time when the config arrived; added to Date.now() when signing. */
  clockSkewMs: number;
}

const CONFIG_TIMEOUT_MS = 30_000;

let pending: Promise<LoadedClientConfig> | undefined;

type ConfigAnswer = { code?: number | string | null; data?: unknown };

/**
 * The answer's contract is checked in development and tests only, like every answer
 * (api-client.ts, decision 008); production checks the two fields signing cannot do without.
 */
async function configOf(body: ConfigAnswer): Promise<ClientConfig> {
  if (import.meta.env.DEV) {
    const [{ clientConfig }, { envelopeSchema }] = await Promise.all([
      import('@can/contracts/client-config'),
      import('@can/contracts/envelope-schema'),
    ]);
    return envelopeSchema(clientConfig).parse(body).data;
  }
  const data = body.data as Partial<ClientConfig> | null | undefined;
  if (typeof data?.signingKey !== 'string' || typeof data.serverTime !== 'number')
    throw new Error('client config: unexpected answer');
  return data as ClientConfig;
}

async function fetchClientConfig(): Promise<LoadedClientConfig> {
  const response = await (serverContext()?.fetch ?? fetch)(clientConfigPath, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`client config: HTTP ${response.status}`);
  const body = ((await response.json()) ?? {}) as ConfigAnswer;
  if (codeOf(body) !== 200) throw new Error(`client config: code ${String(body.code)}`);
  const config = await configOf(body);
  return { config, clockSkewMs: config.serverTime - Date.now() };
}

/**
 * Loads the client config once per page. A failure is not remembered, so the next call
 * (the next API request) tries again.
 */
export function getClientConfig(): Promise<LoadedClientConfig> {
  // A page rendered on the server reads the settings of the moment (the menu version changes).
  if (serverContext()) return fetchClientConfig();
  if (!pending) {
    pending = fetchClientConfig().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  }
  return pending;
}

/** Tests only: forget the loaded config. */
export function resetClientConfig(): void {
  pending = undefined;
}
