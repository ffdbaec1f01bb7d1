import type { Clock } from '../clock';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';
import type { Store } from './store';

export type { Store } from './store';
export { MemoryStore } from './memory-store';

export function createStore(redisUrl: string | undefined, clock: Clock, prefix?: string): Store {
  return redisUrl ? new RedisStore(redisUrl, prefix) : new MemoryStore(clock);
}
