import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';
import type { Store } from './store';

const redisUrl = process.env.TEST_REDIS_URL;

describe('memory store', () => {
  const clock = new ManualClock(new Date('2026-11-22T00:00:00Z'));
  const store = new MemoryStore(clock);
  afterAll(() => store.close());

  it('forgets keys when their time is up, by the injected clock', async () => {
    await store.set('code', '123456', 300_000);
    clock.advance(299_999);
    expect(await store.get('code')).toBe('123456');
    clock.advance(1);
    expect(await store.get('code')).toBeNull();
  });

  it('counts within a window that starts with the first hit', async () => {
    expect(await store.increment('sms:138', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    clock.advance(20_000);
    expect(await store.increment('sms:138', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
    clock.advance(40_000);
    expect((await store.increment('sms:138', 60_000)).count).toBe(1);
  });
});

/** The contract every store keeps, run on memory and (when configured) on Redis. */
function storeContract(name: string, make: () => Store) {
  describe(`${name} store contract`, () => {
    let store: Store;
    beforeAll(() => {
      store = make();
    });
    afterAll(() => store.close());
    const key = (k: string) => `${k}:${randomBytes(4).toString('hex')}`;

    it('sets only once with setIfAbsent', async () => {
      const k = key('nonce');
      expect(await store.setIfAbsent(k, 'a', 10_000)).toBe(true);
      expect(await store.setIfAbsent(k, 'b', 10_000)).toBe(false);
      expect(await store.get(k)).toBe('a');
    });

    it('takes a value once', async () => {
      const k = key('captcha');
      await store.set(k, 'x7yz', 10_000);
      expect(await store.take(k)).toBe('x7yz');
      expect(await store.take(k)).toBeNull();
    });

    it('counts hits', async () => {
      const k = key('hits');
      const counts = await Promise.all(Array.from({ length: 5 }, () => store.increment(k, 60_000)));
      expect(counts.map((c) => c.count).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(counts.every((c) => c.resetInMs > 0 && c.resetInMs <= 60_000)).toBe(true);
    });

    it('takes back a reservation from a counter, never below zero, keeping its window', async () => {
      const k = key('reserved');
      await Promise.all(Array.from({ length: 3 }, () => store.increment(k, 60_000)));
      await Promise.all([store.decrement(k), store.decrement(k)]);
      const next = await store.increment(k, 60_000);
      expect(next.count).toBe(2);
      expect(next.resetInMs).toBeGreaterThan(0);
      for (let i = 0; i < 4; i++) await store.decrement(k);
      expect((await store.increment(k, 60_000)).count).toBe(1);
      // A counter that is not there stays absent: its next hit opens a new window.
      const absent = key('absent');
      await store.decrement(absent);
      expect(await store.get(absent)).toBeNull();
    });

    it('deletes', async () => {
      const k = key('gone');
      await store.set(k, '1', 10_000);
      await store.delete(k);
      expect(await store.get(k)).toBeNull();
    });

    it('delivers published messages to subscribers until they leave', async () => {
      const channel = key('flights');
      const seen: string[] = [];
      let done!: () => void;
      const arrived = new Promise<void>((resolve) => (done = resolve));
      const leave = await store.subscribe(channel, (m) => {
        seen.push(m);
        if (seen.length === 2) done();
      });
      await store.publish(channel, 'CZ3101 boarding');
      await store.publish(channel, 'CZ3101 gate B262');
      await arrived;
      await leave();
      await store.publish(channel, 'not heard');
      expect(seen).toEqual(['CZ3101 boarding', 'CZ3101 gate B262']);
    });
  });
}

storeContract('memory', () => new MemoryStore(new ManualClock()));
if (redisUrl)
  storeContract('redis', () => new RedisStore(redisUrl, `test:${randomBytes(4).toString('hex')}:`));
