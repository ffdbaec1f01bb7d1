import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/platform/store';
import { ManualClock } from '../src/platform/clock';
import { signedRequest } from './signing';
import {
  createTestApp,
  createTestDatabase,
  onPostgres,
  onRedis,
  type TestApp,
  type TestDatabase,
} from './test-app';

const SIGNED_GET = '/byairport-cms/test/echo-get';

/**
 * Two instances behind a load balancer share one database and one store (on CI: one
 * PostgreSQL and one Redis, each instance with its own connections). What one instance
 * learns, the other knows: the signing key, and the nonces already used.
 */
describe(`two instances sharing one database and one ${onRedis ? 'Redis' : 'store'}`, () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const prefix = `scale:${Date.now()}:`;
  beforeAll(async () => {
    database = await createTestDatabase();
    const shared = onRedis ? undefined : new MemoryStore(new ManualClock());
    const options = {
      database,
      storePrefix: prefix,
      env: { SIGNING_PRIVATE_KEY: '' },
      deps: shared ? { store: shared } : {},
      // A GET that must be signed (the public reads need no signature).
      routes: (app: FastifyInstance) =>
        app.get(SIGNED_GET, async () => ({ code: 200, msg: 'ok', data: null })),
    };
    // On PostgreSQL both start at once. Two SQLite instances in one process cannot: better-sqlite3
    // waits for a lock synchronously, blocking the event loop the lock holder needs to finish.
    if (onPostgres) [a, b] = await Promise.all([createTestApp(options), createTestApp(options)]);
    else {
      a = await createTestApp(options);
      b = await createTestApp(options);
    }
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  it('sign and verify with the same generated key', async () => {
    const keyA = (await a.app.inject('/byairport-cms/config/client')).json().data.signingKey;
    const keyB = (await b.app.inject('/byairport-cms/config/client')).json().data.signingKey;
    expect(keyA).toContain('PRIVATE KEY');
    expect(keyB).toBe(keyA);
    const req = signedRequest({
      method: 'GET',
      path: SIGNED_GET,
      query: { code: 'CAN' },
      key: keyA,
    });
    expect((await b.app.inject(req)).json()).toMatchObject({ code: 200 });
  });

  it('refuse on one instance a nonce already used on the other', async () => {
    const key = a.deps.signingKeyPem;
    const req = signedRequest({
      method: 'GET',
      path: SIGNED_GET,
      query: { code: 'CAN' },
      key,
    });
    expect((await a.app.inject(req)).json()).toMatchObject({ code: 200 });
    expect((await b.app.inject(req)).json()).toMatchObject({
      code: 403,
      data: { reason: 'replayed' },
    });
  });

  it('deliver a message published on one instance to subscribers on the other', async () => {
    const got = new Promise<string>((resolve) => {
      void b.deps.store
        .subscribe('flight-updates', resolve)
        .then(() => a.deps.store.publish('flight-updates', 'CZ3101 gate B262'));
    });
    expect(await got).toBe('CZ3101 gate B262');
  });
});
