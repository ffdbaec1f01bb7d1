import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { OffsetClock } from '../../platform/clock';

describe('test clock control', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('moves the server clock forward when enabled', async () => {
    const clock = new OffsetClock();
    t = await createTestApp({ env: { TEST_CLOCK_CONTROL: 'true' }, deps: { clock } });
    const before = clock.now().getTime();
    const res = await t.app.inject({
      method: 'POST',
      url: '/byairport-cms/test/clock',
      payload: { advanceMinutes: 90 },
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(90 * 60_000);
  });

  it('does not exist unless enabled, and is refused in production', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/byairport-cms/test/clock',
      payload: { advanceMinutes: 90 },
    });
    expect(res.json()).toMatchObject({ code: 404 });
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_CONTROL: 'true' })).toThrow(
      /TEST_CLOCK_CONTROL/,
    );
  });
});
