import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Tiny helpers for the unavoidable dialect differences, so migrations stay one set.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/** An auto-numbered integer primary key that also accepts explicit ids (seeded articles). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function idColumn(db: Kysely<any>) {
  return isPostgres(db)
    ? (['serial', (c: ColumnDefinitionBuilder) => c.primaryKey()] as const)
    : (['integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()] as const);
}

/** After inserting explicit ids on PostgreSQL, move the sequence past them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function syncIdSequence(db: Kysely<any>, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}
