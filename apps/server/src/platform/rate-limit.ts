import { TooManyRequestsError } from './errors';
import type { Store } from './store';

export interface Limit {
  /** What is counted, e.g. `sms:mobile:13800138000` or `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt against each limit on the shared store (so every instance sees the same
 * counts) and refuses with code 429 and Retry-After once any is over. Used where the thing
 * counted is not just the client address (a mobile number, a passenger), which
 * @fastify/rate-limit does not model.
 */
export async function enforceLimits(store: Store, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const { count, resetInMs } = await store.increment(`limit:${limit.key}`, limit.windowMs);
    if (count > limit.max) throw new TooManyRequestsError(Math.max(1, Math.ceil(resetInMs / 1000)));
  }
}
