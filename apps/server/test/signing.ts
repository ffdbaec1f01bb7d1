import { randomUUID, sign } from 'node:crypto';
import { canonicalBody, canonicalQuery, flattenQuery, signingText } from '@can/contracts';
import vectors from '../../../packages/contracts/test-vectors/signing-vectors.json';

export const TEST_SIGNING_KEY = vectors.privateKeyPkcs8Pem;

export interface SignInput {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  timestamp?: number;
  nonce?: string;
  locale?: string;
  key?: string;
}

/** Builds the url and headers of a correctly signed request, as the browser's client would. */
export function signedRequest(input: SignInput) {
  const pairs = flattenQuery(input.query);
  const search = new URLSearchParams(pairs).toString();
  const isQuery = input.method === 'GET' || input.method === 'DELETE';
  const params = isQuery ? canonicalQuery(pairs) : canonicalBody(input.body);
  const timestamp = String(input.timestamp ?? Date.now());
  const nonce = input.nonce ?? randomUUID();
  const signature = sign(
    'sha256',
    Buffer.from(signingText(timestamp, input.path, nonce, params)),
    input.key ?? TEST_SIGNING_KEY,
  ).toString('base64');
  return {
    method: input.method,
    url: search ? `${input.path}?${search}` : input.path,
    headers: {
      signature,
      timestamp,
      nonce,
      locale: input.locale ?? 'zh_CN',
      ...(isQuery ? {} : { 'content-type': 'application/json' }),
    },
    ...(isQuery || input.body === undefined ? {} : { payload: JSON.stringify(input.body) }),
  };
}
