import { useDeviceState } from '../../../lib/use-device-state';
import { readStored, writeStored } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/*
 * Spec section 4: the announcement shows only when the latest article's id differs from the
 * last-read id kept on the device; closing (or, in the modal, confirming) stores the id.
 * The visitor can also bring it back from the top strip.
 */

let reopened = false;
/** The browser closed the modal without a choice (a repeated Escape): leave it for this view. */
let setAside = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function lastReadAnnouncementId(): string | null {
  return readStored(STORAGE_KEYS.announcementRead);
}

export function markAnnouncementRead(id: number): void {
  writeStored(STORAGE_KEYS.announcementRead, String(id));
  reopened = false;
  emit();
}

export function reopenAnnouncement(): void {
  reopened = true;
  setAside = false;
  emit();
}

export function setAnnouncementAside(): void {
  setAside = true;
  reopened = false;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.announcementRead) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => `${lastReadAnnouncementId() ?? ''}|${reopened}|${setAside}`;

/**
 * A page rendered on the server, and the browser taking it over, show no announcement (the
 * server cannot know what this device has read); it opens right after, if unread here, as a
 * transition (`useDeviceState`), not as an urgent re-render of the page being taken over.
 */
const notShownYet = () => '||true';

/** Whether the announcement with this id is to be shown now. */
export function useAnnouncementShown(id: number | undefined): boolean {
  const state = useDeviceState(subscribe, snapshot, notShownYet);
  if (id === undefined) return false;
  const [lastRead, isReopened, isAside] = state.split('|');
  if (isReopened === 'true') return true;
  return isAside !== 'true' && lastRead !== String(id);
}

/** Tests only. */
export function resetAnnouncementState(): void {
  reopened = false;
  setAside = false;
}
