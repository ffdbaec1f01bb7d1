import { createHash } from 'node:crypto';
import { ALERT_PUSH_TTL_SECONDS, type AlertPushPayload } from '@can/contracts/alerts';
import webpush, { type RequestDetails } from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** The push services browsers subscribe through: Chrome (FCM), Firefox, Edge, Safari. */
export const DEFAULT_PUSH_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** VAPID's contact when the site has no public https address (a local or test start). */
export const FALLBACK_VAPID_SUBJECT = 'mailto:alerts@gbiac.net';

/** The push service answered 404 or 410: the browser unsubscribed, stop pushing to it. */
export class PushGone extends Error {
  constructor(readonly status: number) {
    super(`the push subscription is gone (${status})`);
    this.name = 'PushGone';
  }
}

/**
 * Any other failure. The message names a status or an error kind, never the endpoint or the
 * keys: an endpoint identifies a person's browser, and errors end up in logs.
 */
export class PushDeliveryError extends Error {
  constructor(readonly reason: string) {
    super(`the push message was not delivered: ${reason}`);
    this.name = 'PushDeliveryError';
  }
}

/** Where and how to push to one browser (its PushSubscription.toJSON()). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface AlertPushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey(): Promise<string>;
  send(target: PushTarget, payload: AlertPushPayload): Promise<void>;
}

/**
 * The VAPID subject: the site when it is public https, else a mailto. web-push refuses any
 * other scheme (vapid-helper validateSubject), and the local default is http://127.0.0.1:8080.
 */
export function vapidSubject(siteUrl: string): string {
  try {
    const url = new URL(siteUrl);
    // web-push warns on a localhost subject: push services cannot reach it either.
    if (url.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  } catch {
    // Not a URL: the fallback below.
  }
  return FALLBACK_VAPID_SUBJECT;
}

/**
 * Whether the server may post to this endpoint. A client hands it over, so without this check
 * it could make the server post to an internal address (SSRF). An entry is a host suffix (https
 * only, default port, the host itself or a subdomain on a label boundary) or a full origin such
 * as `http://127.0.0.1:4567` (tests), which allows exactly that origin.
 */
export function pushEndpointAllowed(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowed.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.includes('://')) {
      try {
        return new URL(entry).origin === url.origin;
      } catch {
        return false;
      }
    }
    const suffix = entry.replace(/^\.+|\.+$/g, '');
    if (!suffix || url.protocol !== 'https:' || url.port) return false;
    return url.hostname === suffix || url.hostname.endsWith(`.${suffix}`);
  });
}

/** The Topic header: one pending message per flight at the push service (≤ 32 url-safe chars). */
function pushTopic(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 22);
}

/**
 * Web push through web-push: it encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID
 * JWT (RFC 8292). The POST itself goes through fetch rather than webpush.sendNotification, which
 * always speaks TLS and so cannot reach the plain loopback push service the tests play. Redirects
 * are not followed: the allowed endpoint is the only place the server posts to.
 */
export function createPushSender(deps: {
  keys: () => Promise<VapidKeys>;
  subject: string;
  timeoutMs?: number;
}): AlertPushSender {
  const timeoutMs = deps.timeoutMs ?? 10_000;
  return {
    async publicKey() {
      return (await deps.keys()).publicKey;
    },

    async send(target, payload) {
      const { publicKey, privateKey } = await deps.keys();
      let request: RequestDetails;
      try {
        request = webpush.generateRequestDetails(target, JSON.stringify(payload), {
          vapidDetails: { subject: deps.subject, publicKey, privateKey },
          contentEncoding: 'aes128gcm',
          TTL: ALERT_PUSH_TTL_SECONDS,
          urgency: 'high',
          topic: pushTopic(payload.tag),
        });
      } catch {
        // Keys a browser never made (wrong length, not base64url): no retry will help either.
        throw new PushDeliveryError('invalid subscription');
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        // fetch sets the length from the body itself.
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      let status: number;
      try {
        const response = await fetch(request.endpoint, {
          method: 'POST',
          headers,
          body: request.body && new Uint8Array(request.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        throw new PushDeliveryError(error instanceof Error ? error.name : 'network');
      }
      if (status === 404 || status === 410) throw new PushGone(status);
      if (status < 200 || status > 299) throw new PushDeliveryError(`status ${status}`);
    },
  };
}
