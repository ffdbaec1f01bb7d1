import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app';
import { bootstrap } from '../src/bootstrap';
import { testConfig } from '../src/config';
import { ManualClock } from '../src/platform/clock';
import { TEST_SIGNING_KEY, signedRequest, type SignInput } from './signing';

/**
 * The same tests run on SQLite (default) and PostgreSQL + Redis (TEST_DATABASE_URL,
 * TEST_REDIS_URL; see `npm run test:pg`). Each app gets its own SQLite file, or its own
 * PostgreSQL schema and Redis key prefix, so test files never see each other's data.
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
export const onRedis = Boolean(process.env.TEST_REDIS_URL);

export interface TestDatabase {
  url: string;
  schema?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    return {
      url: pgUrl,
      schema,
      async drop() {
        const c = new pg.Client({ connectionString: pgUrl });
        await c.connect();
        await c.query(`drop schema if exists ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'can-test-'));
  return {
    url: `sqlite:${join(dir, 'airport.db')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Limits no test process reaches: an event loop a minute late, a heap past its maximum. */
const NO_SHEDDING = {
  statsDelayMs: 60_000,
  readsDelayMs: 60_000,
  allDelayMs: 60_000,
  heapBytes: Number.MAX_SAFE_INTEGER,
};

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: Date;
  webRoot?: string;
  deps?: Partial<AppDeps>;
  /** Reuse a database made by createTestDatabase (several instances sharing one). */
  database?: TestDatabase;
  storePrefix?: string;
  /** Extra routes for a test (e.g. a POST echo or a route that throws), added before ready. */
  routes?: (app: FastifyInstance) => void;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const clock = new ManualClock(options.now ?? new Date());
  const config = testConfig({
    DATABASE_URL: database.url,
    SIGNING_PRIVATE_KEY: TEST_SIGNING_KEY,
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...options.env,
  });
  const deps = await bootstrap(config, {
    clock,
    database: { schema: database.schema, poolSize: 4 },
    storePrefix: options.storePrefix ?? `test:${randomBytes(6).toString('hex')}:`,
  });
  const merged = {
    ...deps,
    webRoot: options.webRoot,
    // A test machine is often busier than any server should be (two cores, several suites at
    // once): shedding stays off unless a test sets the limits it is about (load-shedding.test.ts).
    sheddingLimits: NO_SHEDDING,
    ...options.deps,
  };
  const app = await buildApp(merged);
  options.routes?.(app);
  await app.ready();
  return {
    app,
    clock,
    deps: merged,
    database,
    /** A correctly signed request at the test clock's time. */
    signed(input: SignInput) {
      return app.inject(signedRequest({ timestamp: clock.now().getTime(), ...input }));
    },
    async close() {
      await app.close();
      await deps.close();
      if (options.deps?.store) await options.deps.store.close();
      if (!options.database) await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
