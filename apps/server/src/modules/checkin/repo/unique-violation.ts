/** A unique-key violation on SQLite or PostgreSQL (the seat or the segment is taken). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}
