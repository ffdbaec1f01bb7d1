import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

function migratorFor(db: Db) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * Brings the schema up to date; several instances may start together. On PostgreSQL Kysely
 * holds a row lock for the run. On SQLite its lock is per connection, so two processes can
 * race: each run of migrations is one transaction (database.ts) (SQLite's DDL is transactional), the loser's
 * attempt rolls back whole, and it looks again and finds the work done.
 */
export async function migrateToLatest(db: Db, attempts = 20): Promise<string[]> {
  const migrator = migratorFor(db);
  for (let attempt = 1; ; attempt++) {
    const result = await migrator.migrateToLatest();
    if (!result.error) {
      return (result.results ?? [])
        .filter((r) => r.status === 'Success')
        .map((r) => r.migrationName);
    }
    const pending = (await migrator.getMigrations().catch(() => [])).filter((m) => !m.executedAt);
    if (pending.length === 0) return [];
    if (attempt >= attempts) throw result.error;
    // The winner's transaction may still be open (SQLite answers "database is locked" at once):
    // give it a moment, a little longer each time, before looking again.
    await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
  }
}
