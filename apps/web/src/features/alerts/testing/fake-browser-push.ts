import { onTestFinished, vi } from 'vitest';

/*
 * A browser with web push for the alerts' tests: a running service worker whose push manager
 * subscribes (or fails, as where the push service is out of reach), and a permission question
 * answered as the test says. Removed when the test ends.
 */

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The server's VAPID public key: an uncompressed P-256 point (65 bytes), as base64url. */
export const SERVER_KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i));
export const SERVER_KEY = b64url(SERVER_KEY_BYTES);

/** What subscription.toJSON() gives: the push service's address and the browser's keys. */
export const BROWSER_PUSH = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/fake-endpoint-0123456789',
  keys: {
    p256dh: b64url(Uint8Array.from({ length: 65 }, (_, i) => 200 - i)),
    auth: b64url(Uint8Array.from({ length: 16 }, (_, i) => i * 7)),
  },
};

export interface FakePushOptions {
  /** The answer to the permission question. */
  permission?: NotificationPermission;
  /** The push service cannot be reached: subscribe() rejects. */
  subscribeFails?: boolean;
  /** A subscription this browser already has, made with this key. */
  earlierKey?: Uint8Array;
  /** No service worker on this page (a development server): nothing is offered. */
  noWorker?: boolean;
}

export function fakeBrowserPush(options: FakePushOptions = {}) {
  const toJSON = () => BROWSER_PUSH;
  const earlier = options.earlierKey
    ? {
        options: { applicationServerKey: options.earlierKey.slice().buffer },
        toJSON,
        unsubscribe: vi.fn(async () => true),
      }
    : null;
  const pushManager = {
    getSubscription: vi.fn(async () => earlier),
    subscribe: vi.fn(async (init: PushSubscriptionOptionsInit) => {
      if (options.subscribeFails)
        throw new DOMException('Registration failed - push service error', 'AbortError');
      return { options: init, toJSON, unsubscribe: vi.fn(async () => true) };
    }),
  };
  const registration = { active: {}, pushManager } as unknown as ServiceWorkerRegistration;
  const requestPermission = vi.fn(async () => options.permission ?? 'granted');
  const serviceWorker = {
    getRegistration: vi.fn(async () => (options.noWorker ? undefined : registration)),
    // Where no worker registers, `ready` never settles.
    ready: options.noWorker ? new Promise<never>(() => {}) : Promise.resolve(registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  onTestFinished(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });
  return { registration, pushManager, requestPermission, earlier };
}
