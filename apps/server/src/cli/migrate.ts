import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

const config = loadConfig();
const database = createDatabase(config.DATABASE_URL);
try {
  const applied = await migrateToLatest(database.db);
  console.log(
    applied.length ? `Applied: ${applied.join(', ')}` : `Up to date (${database.describe})`,
  );
} finally {
  await database.close();
}
