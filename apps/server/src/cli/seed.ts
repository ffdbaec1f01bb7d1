import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../seed';

const config = loadConfig();
const database = createDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(database.db);
  const seeded = await seedIfEmpty(database.db, new Date());
  console.log(
    seeded
      ? `Seeded: ${seeded.join(', ') || '(no module seeds yet)'}`
      : 'Already seeded; nothing to do',
  );
} finally {
  await database.close();
}
