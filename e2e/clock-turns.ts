import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * Moving the server clock (TEST_CLOCK_CONTROL, flights.spec.ts) also moves the window it checks
 * request signatures against and the age of SMS codes, so the journeys that move it and those a
 * jump would break (member and check-in logins) take turns: one lock directory beside the run's
 * database, shared by the desktop and phone workers. Call once at the top of a spec file.
 */
export function takeClockTurns(): void {
  const databaseFile = (process.env.E2E_DATABASE_URL ?? 'sqlite:/tmp/x').replace(/^sqlite:/, '');
  const lockDir = join(dirname(databaseFile), 'flights-clock.lock');
  const tryLock = () => {
    try {
      mkdirSync(lockDir);
      return true;
    } catch {
      return false;
    }
  };
  test.describe.configure({ timeout: 180_000 });
  test.afterEach(() => rmSync(lockDir, { recursive: true, force: true }));
  test.beforeEach(async () => {
    await expect.poll(tryLock, { timeout: 150_000, intervals: [250] }).toBe(true);
  });
}
