import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import {
  ScheduleFileError,
  importSchedule,
  parseSchedule,
} from '../modules/flights/schedule-import';

/** npm run flights:import -- <file.csv|file.json>: loads a schedule into DATABASE_URL's database. */
const file = process.argv[2];
if (!file) {
  console.error(
    'usage: npm run flights:import -- <schedule.csv|schedule.json>  (format: apps/server/src/modules/flights/schedule-import.ts)',
  );
  process.exit(2);
}
const config = loadConfig();
const database = createDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(database.db);
  const flights = parseSchedule(
    readFileSync(file, 'utf8'),
    extname(file).toLowerCase() === '.json' ? 'json' : 'csv',
  );
  const dates = await importSchedule(database.db, flights);
  console.log(
    `Imported ${flights.length} movements for ${dates.join(', ')}; the site uses them instead of the generator for those days.`,
  );
} catch (err) {
  console.error(
    err instanceof ScheduleFileError
      ? err.message
      : `Import failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
