/**
 * Short-lived keys (nonces, rate-limit counters, captcha and SMS codes, caches) and the
 * publish/subscribe fan-out. In-process by default, Redis when REDIS_URL is set.
 */
export interface Store {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when the key is absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds one and returns the new count; the window starts with the first increment. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one back from a counter of increment (a reservation released); its window stays. */
  decrement(key: string): Promise<void>;
  /** Reads and removes in one step (single-use codes). */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  publish(channel: string, message: string): Promise<void>;
  /** Returns the function that ends this subscription. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}
