import { createPrivateKey, generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../db/database';
import { getSetting, insertSettingIfAbsent } from '../db/settings-repo';

const SETTING = 'signing.private_key';
const generate = promisify(generateKeyPair);

/** Accepts PKCS#8 or PKCS#1 PEM, with real or "\n"-escaped line breaks (env files). */
export function normalizePrivateKey(pem: string): string {
  const key = createPrivateKey(pem.includes('\\n') ? pem.replaceAll('\\n', '\n') : pem);
  if (key.asymmetricKeyType !== 'rsa') throw new Error('SIGNING_PRIVATE_KEY must be an RSA key');
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/**
 * The request-signing key: from SIGNING_PRIVATE_KEY, else the one kept in the database, else a
 * new 2048-bit key stored there. Instances starting together race to insert; the first wins
 * and all read it back, so every instance signs and verifies with the same key.
 */
export async function loadSigningKey(
  db: Db,
  fromEnv: string | undefined,
  now: Date,
): Promise<string> {
  if (fromEnv) return normalizePrivateKey(fromEnv);
  const stored = await getSetting(db, SETTING);
  if (stored) return stored;
  const { privateKey } = await generate('rsa', { modulusLength: 2048 });
  await insertSettingIfAbsent(
    db,
    SETTING,
    privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    now,
  );
  const winner = await getSetting(db, SETTING);
  if (!winner) throw new Error('the signing key could not be stored');
  return winner;
}
