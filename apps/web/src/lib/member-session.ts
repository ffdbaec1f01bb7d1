import { readStored, removeStored, writeStored } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** The stored member token; logged out means empty (spec section 4). */
export function getMemberToken(): string {
  return readStored(STORAGE_KEYS.memberToken) ?? '';
}

/** Logout, a 401 answer or a failed token check clear token and picture together. */
export function clearMemberSession(): void {
  removeStored(STORAGE_KEYS.memberToken);
  removeStored(STORAGE_KEYS.memberImage);
  window.dispatchEvent(new Event(SESSION_CLEARED));
}

const SESSION_CLEARED = 'can:member-session-cleared';

/** Calls `listener` when this tab clears the session (logout, 401) or another tab logs out. */
export function onMemberSessionCleared(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if ((event.key === STORAGE_KEYS.memberToken || event.key === null) && !getMemberToken())
      listener();
  };
  window.addEventListener(SESSION_CLEARED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_CLEARED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Login stores the token; the member's picture follows once the profile is read. */
export function storeMemberSession(token: string, imageUrl?: string): void {
  writeStored(STORAGE_KEYS.memberToken, token);
  if (imageUrl) writeStored(STORAGE_KEYS.memberImage, imageUrl);
}

/** The picture the header's avatar menu shows (spec section 2), kept while logged in. */
export function storeMemberImage(imageUrl: string): void {
  if (getMemberToken()) writeStored(STORAGE_KEYS.memberImage, imageUrl);
}
