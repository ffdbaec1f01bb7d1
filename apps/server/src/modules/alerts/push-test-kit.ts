import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { PushTarget } from './push-sender';

/*
 * A push service played on loopback, for tests only (import it from *.test.ts). It holds the
 * browser's side of a subscription, so it can check what a real push service checks (the VAPID
 * JWT, RFC 8292) and what only the browser can (the aes128gcm payload, RFC 8291).
 */

/** http_ece (web-push's own dependency) has no types: the one call used here. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
};

/** One message the push service accepted, as the browser would see it. */
export interface PushedMessage {
  /** The decrypted payload, parsed. */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** ES256 signature good under `vapidKey`, `aud` this origin, `exp` in the next 24 h. */
  jwtValid: boolean;
  audience: unknown;
  subject: unknown;
  /** The `k=` of the Authorization header: the application server's public key. */
  vapidKey: string;
}

export interface PushReceiver {
  /** What a browser's PushSubscription.toJSON() would give for this service. */
  subscription: PushTarget;
  /** `http://127.0.0.1:PORT`, for ALERT_PUSH_HOSTS. */
  origin: string;
  /** Messages answered 2xx, in arrival order. */
  messages: PushedMessage[];
  /** Requests answered otherwise (answerStatus, or a malformed request: see `problems`). */
  refused: number;
  /** Why malformed requests were refused (400). */
  problems: string[];
  /** The status the next requests get (201 until changed). */
  answerStatus(code: number): void;
  /** Resolves once `n` messages were accepted; rejects after `timeoutMs`. */
  waitFor(n: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

interface Claims {
  aud?: unknown;
  exp?: unknown;
  sub?: unknown;
}

/** Checks `vapid t=<jwt>, k=<key>`; throws on a header no push service would take. */
function readVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('Authorization is not "vapid t=…, k=…"');
  const [, jwt, vapidKey] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: unknown };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Claims;
  const point = Buffer.from(vapidKey, 'base64url');
  let signed = false;
  if (point.length === 65 && point[0] === 4 && header.alg === 'ES256') {
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    signed = verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  }
  const now = Date.now() / 1000;
  const fresh = typeof claims.exp === 'number' && claims.exp > now && claims.exp <= now + 86_400;
  return {
    vapidKey,
    audience: claims.aud,
    subject: claims.sub,
    jwtValid: signed && fresh && claims.aud === origin,
  };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the push service on 127.0.0.1, on a free port, with one browser subscribed. */
export async function startPushReceiver(): Promise<PushReceiver> {
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  const authSecret = randomBytes(16);
  const path = `/push/${randomBytes(12).toString('base64url')}`;
  const arrivals = new EventEmitter();
  let status = 201;

  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      if (request.method !== 'POST' || request.url !== path) {
        receiver.refused++;
        return 404;
      }
      if (status < 200 || status > 299) {
        receiver.refused++;
        return status;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const ttl = Number(request.headers.ttl);
        if (!request.headers.ttl || !Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
        const vapid = readVapid(request.headers.authorization, receiver.origin);
        const plain = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: browserKey,
          authSecret,
        });
        receiver.messages.push({
          payload: JSON.parse(plain.toString('utf8')),
          ttl,
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
          ...vapid,
        });
        arrivals.emit('message');
        return status;
      } catch (error) {
        receiver.refused++;
        receiver.problems.push(error instanceof Error ? error.message : String(error));
        return 400;
      }
    })().then((code) => response.writeHead(code).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const receiver: PushReceiver = {
    origin,
    subscription: {
      endpoint: `${origin}${path}`,
      keys: {
        p256dh: browserKey.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    },
    messages: [],
    refused: 0,
    problems: [],
    answerStatus(code) {
      status = code;
    },
    waitFor(n, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (receiver.messages.length < n) return;
          done();
          resolve();
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${receiver.messages.length} of ${n} push messages in ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          arrivals.off('message', check);
        };
        arrivals.on('message', check);
        check();
      });
    },
    close() {
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; close would otherwise wait for them to time out.
        server.closeAllConnections();
      });
    },
  };
  return receiver;
}
