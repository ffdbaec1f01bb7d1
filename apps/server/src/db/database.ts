import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Where the data lives, without credentials (for logs). */
  describe: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: run every session in this schema (tests isolate themselves this way). */
  schema?: string;
  poolSize?: number;
}

/**
 * SQLite's DDL is transactional, but Kysely's SQLite adapter says otherwise, so its migrator
 * would run each migration's statements one by one: two processes starting together could each
 * add the same column. Said truly, every run of migrations is one transaction, and the loser of
 * such a race rolls back whole (migrate.ts then looks again).
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new TransactionalSqliteAdapter();
  }
}

/** The one place the dialect is chosen. */
export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    const path = file === ':memory:' ? file : resolve(file);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({
      dialect: new TransactionalSqliteDialect({ database: sqlite }),
    });
    return { db, dialect: 'sqlite', describe: `sqlite:${path}`, close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const safe = new URL(url);
  safe.password = '';
  return { db, dialect: 'postgres', describe: safe.toString(), close: () => db.destroy() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
