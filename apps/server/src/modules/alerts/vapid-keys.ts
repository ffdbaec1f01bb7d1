import webpush from 'web-push';
import type { Db } from '../../db/database';
import { getSetting, insertSettingIfAbsent } from '../../db/settings-repo';

const SETTING = 'alerts.vapid_keys';

/** The application server's VAPID key pair (raw P-256, base64url, as web-push makes it). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The stored JSON, refused loudly when it is not a key pair (a hand edit, a truncated write). */
function parseVapidKeys(stored: string): VapidKeys {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    throw new Error(`the setting ${SETTING} is not JSON`);
  }
  const keys = value as Partial<Record<keyof VapidKeys, unknown>> | null;
  if (
    typeof keys !== 'object' ||
    keys === null ||
    typeof keys.publicKey !== 'string' ||
    typeof keys.privateKey !== 'string' ||
    !keys.publicKey ||
    !keys.privateKey
  ) {
    throw new Error(`the setting ${SETTING} does not hold publicKey and privateKey`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * The VAPID keys web push is signed with: the pair kept in the database, else a new one stored
 * there. Like the signing key, instances starting together race to insert; the first wins and
 * all read it back, so a browser subscribed through one instance accepts pushes from any.
 */
export async function loadVapidKeys(db: Db, now: Date): Promise<VapidKeys> {
  const stored = await getSetting(db, SETTING);
  if (stored) return parseVapidKeys(stored);
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  await insertSettingIfAbsent(db, SETTING, JSON.stringify({ publicKey, privateKey }), now);
  const winner = await getSetting(db, SETTING);
  if (!winner) throw new Error('the VAPID keys could not be stored');
  return parseVapidKeys(winner);
}
