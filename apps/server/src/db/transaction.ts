import type { Db } from './database';

/**
 * Runs `work` in one database transaction: all of its writes land, or none. Services call it to
 * group their repository's calls (each takes the transaction as its first argument); only
 * repositories and this file touch Kysely's query builder (eslint.config.js).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
