import { useSyncExternalStore } from 'react';
import { OFFLINE_COPY_ATTRIBUTE } from './offline-caches';

/*
 * Whether this page has the network. No when the browser says so (`navigator.onLine`), and no on
 * a page the offline app served from this device's copy because the network failed or was too
 * slow (a phone on a weak signal still says it is online; src/sw/ marks such a page). The server
 * renders as online.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the page was served from this device's copy (offline-caches.ts). */
export const isOfflineCopy = () => document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE);

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine !== false && !isOfflineCopy(),
    () => true,
  );
}
