import { OFFLINE_CACHES } from './offline-caches';

/*
 * The page's side of the offline app (issue 20): keeping a page the reader may need without a
 * network, and clearing what this device keeps. Without the Cache API (an old browser, an
 * insecure address, tests) nothing is kept and nothing fails.
 */

const hasCaches = () => typeof caches !== 'undefined';

/** The service worker this page is served by, once it is running; never where there is none. */
function workerReady(): Promise<unknown> | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.ready;
}

/**
 * Keeps this address's page for offline reading when the app works offline (a page reached by
 * a link inside the app never passes the worker as a page load). A copy younger than `freshMs`
 * is left as it is.
 */
export function keepPageForOffline(url: string, freshMs = 5 * 60_000): void {
  const ready = workerReady();
  if (!ready || !hasCaches()) return;
  void ready
    .then(async () => {
      const cache = await caches.open(OFFLINE_CACHES.pages);
      const kept = await cache.match(url, { ignoreVary: true });
      const at = Date.parse(kept?.headers.get('date') ?? '');
      if (kept && Number.isFinite(at) && Date.now() - at < freshMs) return;
      const answer = await fetch(url, { credentials: 'same-origin' });
      if (answer.ok && !answer.redirected) await cache.put(url, answer);
    })
    .catch(() => undefined);
}

/**
 * Forgets everything this device keeps for offline use: pages, public reads and boarding passes
 * (a member signing out of a shared device). The app's own code stays.
 */
export async function forgetOfflineCopies(): Promise<void> {
  if (!hasCaches()) return;
  await Promise.all(Object.values(OFFLINE_CACHES).map((name) => caches.delete(name))).catch(
    () => undefined,
  );
}
