import { readStored, removeStored } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** The stored member token; logged out means empty (spec section 4). */
export function getMemberToken(): string {
  return readStored(STORAGE_KEYS.memberToken) ?? '';
}

/** Logout, a 401 answer or a failed token check clear token and picture together. */
export function clearMemberSession(): void {
  removeStored(STORAGE_KEYS.memberToken);
  removeStored(STORAGE_KEYS.memberImage);
}
