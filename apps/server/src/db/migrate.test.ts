import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { seedIfEmpty, seeders } from '../seed';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

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
