import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { readStored, removeStored, writeStored } from '../../../lib/storage';

/** The check-in session token lives in sessionStorage: it ends with the tab (and after 30 min). */
export const getCheckinToken = () => readStored(STORAGE_KEYS.checkinToken, 'session');
export const storeCheckinToken = (token: string) =>
  writeStored(STORAGE_KEYS.checkinToken, token, 'session');
export const clearCheckinToken = () => removeStored(STORAGE_KEYS.checkinToken, 'session');
