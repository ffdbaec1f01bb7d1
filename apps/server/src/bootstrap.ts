import { fileURLToPath } from 'node:url';
import type { AppDeps } from './app';
import type { Config } from './config';
import { createDatabase, type DatabaseOptions } from './db/database';
import { migrateToLatest } from './db/migrate';
import { systemClock, type Clock } from './platform/clock';
import { loadSigningKey } from './platform/signing-key';
import { createStore } from './platform/store';
import { seedIfEmpty } from './seed';

/** Where the built web app is: apps/web/dist, seen from apps/server/src or apps/server/dist. */
export const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BootstrapOptions {
  clock?: Clock;
  database?: DatabaseOptions;
  storePrefix?: string;
  onProgress?: (event: string, detail?: Record<string, unknown>) => void;
}

/** Opens the database and the store, migrates, seeds when empty, and loads the signing key. */
export async function bootstrap(
  config: Config,
  options: BootstrapOptions = {},
): Promise<AppDeps & { close(): Promise<void> }> {
  const clock = options.clock ?? systemClock;
  const database = createDatabase(config.DATABASE_URL, options.database);
  const store = createStore(config.REDIS_URL, clock, options.storePrefix);
  try {
    const applied = await migrateToLatest(database.db);
    options.onProgress?.('migrated', { database: database.describe, applied });
    const seeded = await seedIfEmpty(database.db, clock.now());
    if (seeded) options.onProgress?.('seeded', { seeds: seeded });
    const signingKeyPem = await loadSigningKey(
      database.db,
      config.SIGNING_PRIVATE_KEY,
      clock.now(),
    );
    return {
      config,
      database,
      store,
      clock,
      signingKeyPem,
      webRoot: config.WEB_DIST_DIR ?? defaultWebRoot,
      async close() {
        await Promise.allSettled([store.close(), database.close()]);
      },
    };
  } catch (err) {
    await Promise.allSettled([store.close(), database.close()]);
    throw err;
  }
}
