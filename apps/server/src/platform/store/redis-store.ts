import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Store } from './store';

const INCREMENT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

// Only a counter that is still there, never below zero, and its expiry left as it is.
const DECREMENT = `
if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0`;

/**
 * Shared by every instance. Keys and channels carry a prefix so several sites (or test runs)
 * can share one Redis. Expiry is Redis's own clock, as it must be across instances.
 */
export class RedisStore implements Store {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private subscriber: Redis | undefined;
  private readonly bus = new EventEmitter().setMaxListeners(0);

  constructor(
    url: string,
    private readonly prefix = 'can:',
  ) {
    this.client = new Redis(url, {
      keyPrefix: prefix,
      maxRetriesPerRequest: 2,
      lazyConnect: false,
    });
  }

  async get(key: string) {
    return this.client.get(key);
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    const answer = await this.client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX');
    return answer === 'OK';
  }

  async increment(key: string, windowMs: number) {
    const [count, ttl] = (await this.client.eval(INCREMENT, 1, key, Math.round(windowMs))) as [
      number,
      number,
    ];
    return { count, resetInMs: Math.max(0, ttl) };
  }

  async decrement(key: string) {
    await this.client.eval(DECREMENT, 1, key);
  }

  async take(key: string) {
    return this.client.getdel(key);
  }

  async delete(key: string) {
    await this.client.del(key);
  }

  async publish(channel: string, message: string) {
    await this.client.publish(this.prefix + channel, message);
  }

  private async subscriberConnection(): Promise<Redis> {
    if (!this.subscriber) {
      this.subscriber = this.client.duplicate({ keyPrefix: '' });
      this.subscriber.on('message', (channel: string, message: string) =>
        this.bus.emit(channel, message),
      );
    }
    return this.subscriber;
  }

  async subscribe(channel: string, onMessage: (message: string) => void) {
    const full = this.prefix + channel;
    const sub = await this.subscriberConnection();
    if (this.bus.listenerCount(full) === 0) await sub.subscribe(full);
    this.bus.on(full, onMessage);
    return async () => {
      this.bus.off(full, onMessage);
      if (this.bus.listenerCount(full) === 0) await sub.unsubscribe(full);
    };
  }

  async ping() {
    await this.client.ping();
  }

  async close() {
    this.bus.removeAllListeners();
    await Promise.allSettled([this.client.quit(), this.subscriber?.quit()]);
  }
}
