import { EventEmitter } from 'node:events';
import type { Clock } from '../clock';
import type { Store } from './store';

interface Entry {
  value: string;
  expiresAt: number;
}

/** One process only: fine for one instance; use Redis for more. Expiry follows the clock. */
export class MemoryStore implements Store {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly bus = new EventEmitter().setMaxListeners(0);
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly clock: Clock) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.entries.set(key, { value, expiresAt: this.clock.now().getTime() + ttlMs });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  async increment(key: string, windowMs: number) {
    const now = this.clock.now().getTime();
    const entry = this.live(key);
    if (!entry) {
      this.entries.set(key, { value: '1', expiresAt: now + windowMs });
      return { count: 1, resetInMs: windowMs };
    }
    entry.value = String(Number(entry.value) + 1);
    return { count: Number(entry.value), resetInMs: entry.expiresAt - now };
  }

  async decrement(key: string) {
    const entry = this.live(key);
    if (entry) entry.value = String(Math.max(0, Number(entry.value) - 1));
  }

  async take(key: string) {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry?.value ?? null;
  }

  async delete(key: string) {
    this.entries.delete(key);
  }

  async publish(channel: string, message: string) {
    this.bus.emit(channel, message);
  }

  async subscribe(channel: string, onMessage: (message: string) => void) {
    this.bus.on(channel, onMessage);
    return async () => {
      this.bus.off(channel, onMessage);
    };
  }

  async ping() {}

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.bus.removeAllListeners();
  }
}
