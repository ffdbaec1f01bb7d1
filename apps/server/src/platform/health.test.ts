import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz when the database and store answer', async () => {
    expect((await t.app.inject('/healthz')).json()).toMatchObject({ data: { status: 'ok' } });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      data: { status: 'ok', checks: { database: 'ok', store: 'ok' } },
    });
  });

  it('answers /readyz with 503 once the database is gone', async () => {
    await t.deps.database.close();
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      data: { status: 'unavailable', checks: { database: 'unreachable' } },
    });
  });
});
