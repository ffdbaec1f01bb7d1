import { readStored } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/*
 * Whether this device follows any flight, readable by the page frame without loading the
 * flights feature: the frame shows the followed-flights dock only when there is something to
 * show, and the feature announces each change here so the dock appears after a first follow.
 */
const CHANGED = 'can:followed-flights';

export const hasFollowedFlights = (): boolean => !!readStored(STORAGE_KEYS.followedFlights);

export function announceFollowedFlightsChange(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when this tab or another one follows or unfollows a flight. */
export function onFollowedFlightsChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.followedFlights || event.key === null) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}
