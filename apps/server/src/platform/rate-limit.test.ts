import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock';
import { TooManyRequestsError } from './errors';
import { enforceLimits } from './rate-limit';
import { MemoryStore } from './store';

describe('enforceLimits', () => {
  it('allows up to the limit, then refuses with the seconds left in the window', async () => {
    const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'));
    const store = new MemoryStore(clock);
    const perMinute = { key: 'sms:13800138000', max: 1, windowMs: 60_000 };
    await enforceLimits(store, [perMinute]);
    clock.advance(15_000);
    const refused = await enforceLimits(store, [perMinute]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBe(45);
    clock.advance(45_000);
    await expect(enforceLimits(store, [perMinute])).resolves.toBeUndefined();
    await store.close();
  });

  it('refuses when any of several limits is over', async () => {
    const store = new MemoryStore(new ManualClock());
    const limits = [
      { key: 'a', max: 10, windowMs: 60_000 },
      { key: 'b', max: 2, windowMs: 60_000 },
    ];
    await enforceLimits(store, limits);
    await enforceLimits(store, limits);
    await expect(enforceLimits(store, limits)).rejects.toBeInstanceOf(TooManyRequestsError);
    await store.close();
  });
});
