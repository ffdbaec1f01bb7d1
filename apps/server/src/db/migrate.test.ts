import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { seedIfEmpty, seeders } from '../seed';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import * as m0012 from './migrations/0012-checkin-under-services';

describe('migrations and seeding', () => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.drop();
    testDb = undefined;
  });

  it('run once even when several instances start together', async () => {
    testDb = await createTestDatabase();
    const handles = [1, 2, 3].map(() => createDatabase(testDb!.url, { schema: testDb!.schema }));
    try {
      const applied = await Promise.all(handles.map((h) => migrateToLatest(h.db)));
      expect(applied.flat().sort()).toEqual(Object.keys(migrations).sort());
      expect(await migrateToLatest(handles[0]!.db)).toEqual([]);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });

  it('seeds an empty database exactly once, all or nothing', async () => {
    testDb = await createTestDatabase();
    const h = createDatabase(testDb.url, { schema: testDb.schema });
    const calls: string[] = [];
    seeders['test-ok'] = async () => {
      calls.push('ok');
    };
    try {
      await migrateToLatest(h.db);
      seeders['test-broken'] = async (db) => {
        await db
          .insertInto('app_setting')
          .values({ key: 'half', value: 'written', updated_at: 'now' })
          .execute();
        throw new Error('seed failed half way');
      };
      await expect(seedIfEmpty(h.db, new Date())).rejects.toThrow(/half way/);
      // Nothing of the failed attempt stays, so the next start seeds again.
      expect(
        await h.db.selectFrom('app_setting').selectAll().where('key', '=', 'half').execute(),
      ).toEqual([]);
      delete seeders['test-broken'];
      const [first, second] = await Promise.all(
        [seedIfEmpty(h.db, new Date()), seedIfEmpty(h.db, new Date())].map((p) =>
          p.catch(() => 'error'),
        ),
      );
      expect([first, second].filter((r) => Array.isArray(r))).toHaveLength(1);
      expect(await seedIfEmpty(h.db, new Date())).toBeNull();
      expect(calls.filter((c) => c === 'ok')).toHaveLength(2);
    } finally {
      delete seeders['test-ok'];
      delete seeders['test-broken'];
      await h.close();
    }
  });
});

describe('0012: online check-in under passenger services', () => {
  it('moves the entry of a site seeded before it, and lets travellers’ kept menus go', async () => {
    const testDb = await createTestDatabase();
    const h = createDatabase(testDb.url, { schema: testDb.schema });
    try {
      await migrateToLatest(h.db);
      await seedIfEmpty(h.db, new Date());
      const idOf = async (path: string) =>
        await h.db
          .selectFrom('nav_menu')
          .select(['id', 'parent_id'])
          .where('path', '=', path)
          .executeTakeFirstOrThrow();
      const flights = await idOf('/flight');
      const services = await idOf('/passenger-service');
      // A new site is seeded with the entry under Services already.
      expect((await idOf('/service/checkIn')).parent_id).toBe(services.id);
      // As a site seeded before 0012 had it:
      await h.db
        .updateTable('nav_menu')
        .set({ parent_id: flights.id, sort: 3 })
        .where('path', '=', '/service/checkIn')
        .execute();
      const version = async () =>
        (
          await h.db
            .selectFrom('app_setting')
            .select('value')
            .where('key', '=', 'cms.navMenuVersion')
            .executeTakeFirst()
        )?.value;
      const before = await version();
      await m0012.up(h.db);
      expect((await idOf('/service/checkIn')).parent_id).toBe(services.id);
      expect(await version()).not.toBe(before);
      // Where editors have put it elsewhere, it stays there.
      const about = await idOf('/about');
      await h.db
        .updateTable('nav_menu')
        .set({ parent_id: about.id })
        .where('path', '=', '/service/checkIn')
        .execute();
      await m0012.up(h.db);
      expect((await idOf('/service/checkIn')).parent_id).toBe(about.id);
    } finally {
      await h.close();
      await testDb.drop();
    }
  });
});
