import { randomUUID, sign } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { canonicalBody, canonicalQuery, signingText } from '@can/contracts/signing';

export interface SignedCallOptions {
  body?: unknown;
  /** GET parameters, sent in the query string and signed. */
  query?: Record<string, string>;
  /** The member token (header `authenticated_token`). */
  token?: string;
  /** Other headers, e.g. the check-in session's `checkin_token`. */
  headers?: Record<string, string>;
}

/**
 * A signed API call from the journey itself, as the page would make it: the key and the
 * server's time from the client config, then the signature of spec section 7. Cookies are the
 * request context's own (a staff session signed in through it is kept for its next calls).
 */
export async function signedCall<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: SignedCallOptions = {},
) {
  const config = (await (await request.get('/byairport-cms/config/client')).json()) as {
    data: { signingKey: string; serverTime: number };
  };
  const timestamp = String(config.data.serverTime);
  const nonce = randomUUID();
  const pairs = Object.entries(options.query ?? {});
  const params = method === 'GET' ? canonicalQuery(pairs) : canonicalBody(options.body);
  const signature = sign(
    'sha256',
    Buffer.from(signingText(timestamp, path, nonce, params)),
    config.data.signingKey,
  ).toString('base64');
  const headers: Record<string, string> = {
    signature,
    timestamp,
    nonce,
    locale: 'zh_CN',
    ...options.headers,
  };
  if (options.token) headers.authenticated_token = options.token;
  const url = pairs.length ? `${path}?${new URLSearchParams(pairs).toString()}` : path;
  const response =
    method === 'GET'
      ? await request.get(url, { headers })
      : await request.post(url, { headers, data: options.body ?? {} });
  return (await response.json()) as { code: number | string; msg: string; data: T };
}
