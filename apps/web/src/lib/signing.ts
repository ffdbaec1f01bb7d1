import { canonicalBody, canonicalQuery, signingText } from '@can/contracts/signing';

/**
 * Browser side of request signing (ARCHITECTURE.md, "Request signing"): RSASSA-PKCS1-v1_5 with
 * SHA-256 over signingText(), base64. The canonical params come from @can/contracts so the
 * signer and the server's verifier cannot drift.
 */
const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

const keyCache = new Map<string, Promise<CryptoKey>>();

// Typed arrays rather than their .buffer: BufferSource checks are realm-sensitive for
// ArrayBuffer in some runtimes (jsdom under Node), never for views.
function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Imports a PKCS#8 PEM once; later calls with the same PEM reuse the CryptoKey. */
export function importSigningKey(pem: string): Promise<CryptoKey> {
  let key = keyCache.get(pem);
  if (!key) {
    key = crypto.subtle.importKey('pkcs8', pemToDer(pem), ALGORITHM, false, ['sign']);
    key.catch(() => keyCache.delete(pem));
    keyCache.set(pem, key);
  }
  return key;
}

export async function signText(pem: string, text: string): Promise<string> {
  const key = await importSigningKey(pem);
  const signature = await crypto.subtle.sign(ALGORITHM, key, new TextEncoder().encode(text));
  return toBase64(signature);
}

/** The params text of a request: its query pairs for GET/DELETE, its JSON body otherwise. */
export function paramsText(method: string, queryPairs: [string, string][], body: unknown): string {
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'DELETE') return canonicalQuery(queryPairs);
  return canonicalBody(body);
}

export interface SignatureHeaders {
  signature: string;
  timestamp: string;
  nonce: string;
}

export interface SignInput {
  pem: string;
  /** URL path without query string. */
  path: string;
  params: string;
  /** serverTime - local time, so a phone with a wrong clock still signs inside the window. */
  clockSkewMs: number;
  now?: number;
  nonce?: string;
}

export async function signRequest(input: SignInput): Promise<SignatureHeaders> {
  const timestamp = String(Math.round((input.now ?? Date.now()) + input.clockSkewMs));
  const nonce = input.nonce ?? crypto.randomUUID();
  const signature = await signText(
    input.pem,
    signingText(timestamp, input.path, nonce, input.params),
  );
  return { signature, timestamp, nonce };
}
