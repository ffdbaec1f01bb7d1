import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import {
  NONCE_HEADER,
  NONCE_TTL_MS,
  SIGNATURE_HEADER,
  SIGNATURE_WINDOW_MS,
  TIMESTAMP_HEADER,
  asciiEscaped,
  canonicalBody,
  canonicalQuery,
  isSignedApiPath,
  signingText,
} from '@can/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isInProcessCall } from './page-render';
import type { Clock } from './clock';
import { SignatureError } from './errors';
import type { Store } from './store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const QUERY_METHODS = new Set(['GET', 'HEAD', 'DELETE']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The params text of ARCHITECTURE.md, "Request signing", from the request as received. */
export function requestParams(request: FastifyRequest): string {
  if (QUERY_METHODS.has(request.method)) {
    const at = request.url.indexOf('?');
    return at < 0 ? '' : canonicalQuery(new URLSearchParams(request.url.slice(at + 1)));
  }
  const type = request.headers['content-type'] ?? '';
  return type.includes('json') ? canonicalBody(request.body) : '';
}

/** Verifies on libuv's thread pool (the callback form), so the event loop keeps serving. */
export function verifySignature(
  publicKey: KeyObject,
  text: string,
  signature: string,
): Promise<boolean> {
  const bytes = Buffer.from(signature, 'base64');
  if (bytes.length === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    verify('sha256', Buffer.from(text, 'utf8'), publicKey, bytes, (err, valid) =>
      resolve(!err && valid),
    );
  });
}

export interface SignatureOptions {
  signingKeyPem: string;
  store: Store;
  clock: Clock;
}

/**
 * Refuses (code 403) a /byairport-* call whose signature is missing or wrong, whose timestamp
 * is more than 300 s off, or whose nonce was seen in the last 10 minutes. This guards
 * integrity and replay, not identity: the browser holds the key (README, "Request signing").
 */
export const signatureCheck = fp<SignatureOptions>(
  async (app, { signingKeyPem, store, clock }) => {
    const publicKey = createPublicKey(signingKeyPem);
    app.addHook('preValidation', async (request) => {
      // Unknown paths go straight to the 404 envelope; config, the update stream and the public
      // GET reads (UNSIGNED_API_READS) are unsigned.
      if (!request.routeOptions.url) return;
      const path = request.url.split('?', 1)[0] ?? '';
      if (!isSignedApiPath(path, request.method) || isInProcessCall(request)) return;

      const signature = header(request, SIGNATURE_HEADER);
      const timestamp = header(request, TIMESTAMP_HEADER);
      const nonce = header(request, NONCE_HEADER);
      if (!signature || !timestamp || !nonce) throw new SignatureError('missing');
      if (!/^\d{1,16}$/.test(timestamp) || !UUID.test(nonce)) throw new SignatureError('malformed');
      if (Math.abs(clock.now().getTime() - Number(timestamp)) > SIGNATURE_WINDOW_MS) {
        throw new SignatureError('stale');
      }
      const params = requestParams(request);
      const text = signingText(timestamp, path, nonce, params);
      const valid =
        (await verifySignature(publicKey, text, signature)) ||
        // Many JSON encoders escape non-ASCII; accept that spelling of the same params too.
        (/[\u0080-\uffff]/.test(params) &&
          (await verifySignature(
            publicKey,
            signingText(timestamp, path, nonce, asciiEscaped(params)),
            signature,
          )));
      if (!valid) throw new SignatureError('invalid');
      if (!(await store.setIfAbsent(`nonce:${nonce}`, timestamp, NONCE_TTL_MS))) {
        throw new SignatureError('replayed');
      }
    });
  },
  { name: 'signature-check', dependencies: ['error-handler'] },
);
