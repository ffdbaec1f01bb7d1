import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { loadSigningKey, normalizePrivateKey } from './signing-key';

describe('signing key', () => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.drop();
    testDb = undefined;
  });

  it('is generated on first start, kept in the database, and the same for every instance', async () => {
    testDb = await createTestDatabase();
    const a = createDatabase(testDb.url, { schema: testDb.schema });
    const b = createDatabase(testDb.url, { schema: testDb.schema });
    try {
      await migrateToLatest(a.db);
      const now = new Date();
      // Two instances racing on a fresh database end up with one key.
      const [ka, kb] = await Promise.all([
        loadSigningKey(a.db, undefined, now),
        loadSigningKey(b.db, undefined, now),
      ]);
      expect(ka).toBe(kb);
      expect(await loadSigningKey(a.db, undefined, now)).toBe(ka);
      const key = createPrivateKey(ka);
      expect(key.asymmetricKeyType).toBe('rsa');
      expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('takes SIGNING_PRIVATE_KEY from the environment in PKCS#1 or with escaped line breaks', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const pkcs1 = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    expect(normalizePrivateKey(pkcs1)).toBe(pkcs8);
    expect(normalizePrivateKey(pkcs8.replaceAll('\n', '\\n'))).toBe(pkcs8);
  });

  it('refuses a key that is not RSA', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    expect(() =>
      normalizePrivateKey(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
    ).toThrow(/RSA/);
  });
});
