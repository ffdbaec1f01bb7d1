import { describe, expect, it } from 'vitest';
import { flattenQuery } from '@can/contracts';
import signingVectors from '../../../../packages/contracts/test-vectors/signing-vectors.json';
import { importSigningKey, paramsText, signRequest, signText } from './signing';

interface Vector {
  name: string;
  method: string;
  path: string;
  params?: Record<string, unknown>;
  body?: unknown;
  timestamp: string;
  nonce: string;
  query: string;
  expectedParams: string;
  expectedText: string;
  expectedSignature: string;
}

const pem = signingVectors.privateKeyPkcs8Pem;
const vectors = signingVectors.vectors as Vector[];

function spkiDer(publicPem: string): Uint8Array<ArrayBuffer> {
  const binary = atob(publicPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

describe('request signer', () => {
  it('covers every shared vector', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(6);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('matches vector: %s', async (_name, vector) => {
    const isQuery = vector.method === 'GET' || vector.method === 'DELETE';
    const pairs = isQuery ? flattenQuery(vector.params) : [];
    expect(new URLSearchParams(pairs).toString()).toBe(vector.query);

    const params = paramsText(vector.method, pairs, vector.body);
    expect(params).toBe(vector.expectedParams);

    const signed = await signRequest({
      pem,
      path: vector.path,
      params,
      clockSkewMs: 0,
      now: Number(vector.timestamp),
      nonce: vector.nonce,
    });
    expect(signed.timestamp).toBe(vector.timestamp);
    expect(signed.nonce).toBe(vector.nonce);
    expect(signed.signature).toBe(vector.expectedSignature);
    expect(await signText(pem, vector.expectedText)).toBe(vector.expectedSignature);
  });

  it('produces signatures the public key verifies', async () => {
    const publicKey = await crypto.subtle.importKey(
      'spki',
      spkiDer(signingVectors.publicKeySpkiPem),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    const text = 'Timestamp&1&/byairport-cms/x&n&';
    const signature = Uint8Array.from(atob(await signText(pem, text)), (c) => c.charCodeAt(0));
    const ok = await crypto.subtle.verify(
      'RSASSA-PKCS1-v1_5',
      publicKey,
      signature,
      new TextEncoder().encode(text),
    );
    expect(ok).toBe(true);
  });

  it('adds the clock skew to the timestamp and makes a fresh UUID nonce', async () => {
    const signed = await signRequest({
      pem,
      path: '/p',
      params: '',
      clockSkewMs: -90_000,
      now: 1_000_000,
    });
    expect(signed.timestamp).toBe('910000');
    expect(signed.nonce).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('imports the key once and reuses it', async () => {
    expect(importSigningKey(pem)).toBe(importSigningKey(pem));
  });
});
