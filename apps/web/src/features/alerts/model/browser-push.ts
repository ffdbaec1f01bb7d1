import { useEffect, useState } from 'react';
import type { PushSubscriptionBody } from '@can/contracts/alerts';

/*
 * This browser as a way to get flight alerts (issue 22): web push through the site's service
 * worker. Offered only where the browser has it and the worker runs (a built site; never in
 * development or tests). In mainland China the browser's push service is often out of reach:
 * the subscription then fails, and the reader is told so; text messages and e-mail still work.
 */

/** Whether this browser has what web push needs: a service worker, push and notifications. */
export function browserHasPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * The service worker's registration once it is active, or null where there is none. The page
 * registers the worker a second after load: until then this waits (and forever where none
 * will come, as in development).
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!browserHasPush()) return null;
  try {
    const found = await navigator.serviceWorker.getRegistration();
    if (found?.active) return found;
    return await navigator.serviceWorker.ready;
  } catch {
    return null;
  }
}

/** The registration web push can use, or null (not yet, or never): the option shows with it. */
export function usePushRegistration(): ServiceWorkerRegistration | null {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  useEffect(() => {
    if (!browserHasPush()) return;
    let live = true;
    void pushRegistration().then((found) => {
      if (live) setRegistration(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return registration;
}

/** base64url (the server's key) to the bytes pushManager.subscribe takes. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** The subscription as the server takes it, or null if the browser left a part out. */
function pushBody(json: PushSubscriptionJSON): PushSubscriptionBody | null {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Why this browser will not get alerts: notifications not allowed, or no subscription. */
export type PushRefusal = 'denied' | 'failed';
export type BrowserPush = { push: PushSubscriptionBody } | { refused: PushRefusal };

/**
 * Subscribes this browser to web push: the reader's permission first (call it only from their
 * click), then the server's key, then the browser's push service.
 */
export async function subscribeThisBrowser(
  registration: ServiceWorkerRegistration,
  publicKey: () => Promise<string>,
): Promise<BrowserPush> {
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch {
    return { refused: 'failed' };
  }
  // "default": the question was dismissed, which is no permission either.
  if (permission !== 'granted') return { refused: 'denied' };
  try {
    const key = base64UrlBytes(await publicKey());
    const manager = registration.pushManager;
    // A subscription made with an earlier key of the server would make subscribe() fail.
    const earlier = await manager.getSubscription();
    if (earlier && !sameBytes(earlier.options.applicationServerKey, key)) {
      await earlier.unsubscribe();
    }
    const subscription = await manager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    const body = pushBody(subscription.toJSON());
    return body ? { push: body } : { refused: 'failed' };
  } catch {
    return { refused: 'failed' };
  }
}
