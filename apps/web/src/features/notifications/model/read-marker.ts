import { useDeviceState } from '../../../lib/use-device-state';
import { readStored, writeStored } from '../../../lib/storage';
import { NOTIFICATION_UNREAD, STORAGE_KEYS } from '../../../lib/storage-keys';

/*
 * Spec sections 3, 4 and 9: the read marker lives on the device under `notification`, a number,
 * -1 when nothing has been read; marking read overwrites it with the newest id read.
 */

const listeners = new Set<() => void>();

export function readMarker(): number {
  const raw = readStored(STORAGE_KEYS.notificationRead);
  const stored = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isInteger(stored) && stored >= 0 ? stored : NOTIFICATION_UNREAD;
}

export function markNotificationsRead(latestId: number): void {
  writeStored(STORAGE_KEYS.notificationRead, String(latestId));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.notificationRead) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The server cannot know what this device has read: nothing is marked unread until the browser
 * says, right after taking the page over (a transition, `useDeviceState`).
 */
const noneUnreadYet = () => Number.MAX_SAFE_INTEGER;

export function useReadMarker(): number {
  return useDeviceState(subscribe, readMarker, noneUnreadYet);
}

/** A notification is unread when its id is above the marker. */
export const isUnread = (id: number, marker: number) => id > marker;
