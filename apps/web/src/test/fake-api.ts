import { vi, type Mock } from 'vitest';
import signingVectors from '../../../../packages/contracts/test-vectors/signing-vectors.json';
import { resetClientConfig } from '../lib/config';
import { resetDuplicateGuard } from '../lib/duplicate-submit';

/**
 * Fakes the server at the fetch border: the unsigned client config (with the shared test key)
 * is always answered; API paths go to the handler, which defaults to an empty 200 envelope.
 */
export const CONFIG_PATH = '/byairport-cms/config/client';
export const TEST_PUBLIC_KEY_PEM = signingVectors.publicKeySpkiPem;

export type FetchMock = Mock<(input: string, init?: RequestInit) => Promise<Response>>;
export type ApiHandler = (path: string, init: RequestInit) => Response | Promise<Response>;

export const envelope = (data: unknown, code: number | string = 200, msg = 'ok') =>
  Response.json({ code, msg, data });

export function clientConfigData(serverTime = Date.now()) {
  return {
    signingKey: signingVectors.privateKeyPkcs8Pem,
    imageBaseUrl: '/media/',
    airportCode: 'CAN',
    timeZone: 'Asia/Shanghai',
    serverTime,
    onlineServiceUrl: '',
    onlineServiceAppUrl: '',
  };
}

export function stubApi(options: { handler?: ApiHandler; serverTime?: () => number } = {}) {
  let handler: ApiHandler = options.handler ?? (() => envelope(null));
  const fetchMock: FetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith(CONFIG_PATH)) {
      return envelope(clientConfigData(options.serverTime?.() ?? Date.now()));
    }
    const answer = await handler(url, init ?? {});
    return answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  resetClientConfig();
  resetDuplicateGuard();
  return {
    fetchMock,
    setHandler(next: ApiHandler) {
      handler = next;
    },
    /** The API calls made so far, the config call excluded. */
    apiCalls: () => fetchMock.mock.calls.filter(([url]) => !url.startsWith(CONFIG_PATH)),
    headersOf(index = 0) {
      const call = fetchMock.mock.calls.filter(([url]) => !url.startsWith(CONFIG_PATH))[index];
      return (call?.[1]?.headers ?? {}) as Record<string, string>;
    },
  };
}

/** Verifies a Signature header with the test public key. */
export async function verifySignature(text: string, signature: string): Promise<boolean> {
  const der = atob(TEST_PUBLIC_KEY_PEM.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''));
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  const key = await crypto.subtle.importKey(
    'spki',
    Uint8Array.from(der, (c) => c.charCodeAt(0)),
    algorithm,
    false,
    ['verify'],
  );
  const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0));
  return crypto.subtle.verify(algorithm, key, bytes, new TextEncoder().encode(text));
}
