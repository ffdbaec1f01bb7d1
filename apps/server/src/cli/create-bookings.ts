import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createBookings, NoFlightError } from '../modules/checkin/bookings';
import { StoredOrGeneratedSchedule } from '../modules/flights/flight-source';

/**
 * npm run --silent booking:create -- --count N [--flight NO]: books N new ordinary adults on one
 * departure inside the check-in window (DATABASE_URL's database) and prints them as a JSON
 * array of {name, certType, certNo, mobile}. Pinned: other tests rely on this output.
 */
const usage = 'usage: npm run --silent booking:create -- --count N [--flight NO]';
let values: { count?: string; flight?: string };
try {
  ({ values } = parseArgs({
    options: { count: { type: 'string' }, flight: { type: 'string' } },
  }));
} catch {
  console.error(usage);
  process.exit(2);
}
const count = Number(values.count ?? '1');
if (!Number.isInteger(count) || count < 1 || count > 1000) {
  console.error(`${usage}  (N from 1 to 1000)`);
  process.exit(2);
}

const config = loadConfig();
const database = createDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(database.db);
  const schedule = new StoredOrGeneratedSchedule(database.db);
  const created = await createBookings(
    database.db,
    (date) => schedule.flightsOn(date),
    // The e2e server's clock may run at a chosen airport time (TEST_CLOCK_OFFSET_MS, tests only).
    new Date(Date.now() + config.TEST_CLOCK_OFFSET_MS),
    count,
    values.flight,
  );
  console.log(
    JSON.stringify(
      created.map(({ name, certType, certNo, mobile }) => ({ name, certType, certNo, mobile })),
    ),
  );
} catch (err) {
  console.error(
    err instanceof NoFlightError
      ? err.message
      : `Booking failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
