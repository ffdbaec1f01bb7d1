import type { Db } from '../db/database';
import { insertSettingIfAbsent } from '../db/settings-repo';
import { seedCms } from './cms';
import { seedShops } from './shops';
import { seedTransport } from './transport';
import { seedFaq } from './faq';
import { seedCheckin } from './checkin';

/** A module's seed: writes its demo content inside the seeding transaction. */
export type Seeder = (db: Db, now: Date) => Promise<void>;

/** Seeds of every module, in order. Modules add theirs here. */
export const seeders: Record<string, Seeder> = {
  cms: (db, now) => seedCms(db, now),
  transport: (db, now) => seedTransport(db, now),
  shops: (db, now) => seedShops(db, now),
  faq: (db, now) => seedFaq(db, now),
  checkin: (db, now) => seedCheckin(db, now),
};

const SEED_MARKER = 'seed.completed_at';

/**
 * Seeds an empty database once. The marker row and the content are written in one
 * transaction, so a crash leaves nothing half-seeded, and of several instances starting
 * together only the first seeds (the others wait on the marker row, then find it taken).
 */
export async function seedIfEmpty(db: Db, now: Date): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const first = await insertSettingIfAbsent(trx, SEED_MARKER, now.toISOString(), now);
    if (!first) return null;
    for (const seed of Object.values(seeders)) await seed(trx, now);
    return Object.keys(seeders);
  });
}
