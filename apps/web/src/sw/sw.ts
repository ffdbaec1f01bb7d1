/// <reference lib="webworker" />
/*
 * The site's service worker (issue 20, decision 026), built by vite-plugin-pwa from this file
 * with the build's file list injected (`self.__WB_MANIFEST`).
 *  - The code of every public view, its styles and texts are precached, so a lazily loaded file
 *    can never fail to arrive and blank a page; the back office's code is left out (it is not
 *    for travellers, and their phones should not download it).
 *  - Pages and the public reads (the board, a flight's detail, crisis mode, the guides) are
 *    network first with a 3 s timeout, falling back to the last copy kept on this device.
 *  - Nothing private is kept: no back-office page, no call with a member's or a passenger's
 *    token, no POST. A page never saved shows the offline page (four languages, no script).
 *  - A new version waits until the reader says "reload" (the page posts SKIP_WAITING).
 *  - Flight alerts by web push (issue 22) are shown here, and a click opens the flight.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { PUBLIC_READS } from '@can/contracts/signing';
import {
  OFFLINE_CACHES,
  OFFLINE_COPY_ATTRIBUTE,
  OFFLINE_PAGE,
  isKeptPagePath,
  keptPageUrl,
} from '../lib/offline-caches';
import { keepAlive, openFlightAlert, showFlightAlert } from './alert-notifications';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** How long a slow network is waited for before the last copy is shown instead. */
const NETWORK_TIMEOUT_S = 3;
const TOKEN_HEADERS = ['authenticated_token', 'checkin_token'];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open pages at once, so the page that installed it is kept too;
// later versions wait for the reader (below).
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  keepAlive(event, showFlightAlert(self.registration, event.data, self.location.origin));
});

self.addEventListener('notificationclick', (event) => {
  keepAlive(
    event,
    openFlightAlert(event.notification, event.action, self.clients, self.location.origin),
  );
});

/**
 * A page served from this device's copy says so on its `<html>` (OFFLINE_COPY_ATTRIBUTE, with
 * the time the server sent it), so the page can say "offline · updated 14:32".
 */
async function markOfflineCopy(response: Response): Promise<Response> {
  const sent = response.headers.get('date') ?? '';
  const html = (await response.text()).replace(
    /<html\b/i,
    `<html ${OFFLINE_COPY_ATTRIBUTE}="${sent.replace(/[^\w ,:+-]/g, '')}"`,
  );
  // The body is new: its length and encoding are the browser's to set, not the old answer's.
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

const pages = new NetworkFirst({
  cacheName: OFFLINE_CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  // The copy is this device's: the language and layout it was asked in are the reader's own.
  matchOptions: { ignoreVary: true },
  plugins: [
    {
      cachedResponseWillBeUsed: async ({ cachedResponse }) =>
        cachedResponse ? markOfflineCopy(cachedResponse) : cachedResponse,
    },
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 86_400 }),
  ],
});

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    isKeptPagePath(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      // Never saved on this device: the boarding pass page serves any pass (the page finds the
      // pass kept in storage), every other page the offline page.
      const cache = await caches.open(OFFLINE_CACHES.pages);
      const kept = await cache.match(keptPageUrl(options.url), { ignoreVary: true });
      if (kept) return markOfflineCopy(kept);
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  },
);

const publicReads = new Set(Object.keys(PUBLIC_READS));
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    publicReads.has(url.pathname) &&
    !TOKEN_HEADERS.some((name) => request.headers.has(name)),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.reads,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 86_400 }),
    ],
  }),
);
