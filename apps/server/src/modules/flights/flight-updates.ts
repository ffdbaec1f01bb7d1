import { EventEmitter } from 'node:events';
import type { FlightRecord } from '@can/contracts';
import type { Clock } from '../../platform/clock';
import type { Log } from '../../platform/log';
import type { Store } from '../../platform/store';
import type { FlightService } from './flight-service';
import { toRecord } from './flight-record';

export const FLIGHT_UPDATES_CHANNEL = 'flight-updates';

export interface FlightUpdate {
  flightId: string;
  /** Which of status, times, gate and belt changed (empty: another field, e.g. the counters). */
  changed: ('status' | 'time' | 'gate' | 'belt')[];
  record: FlightRecord;
}

export interface FlightUpdatesDeps {
  flights: FlightService;
  store: Store;
  clock: Clock;
  log: Log;
  intervalMs?: number;
}

/**
 * Watches the live state of today's and tomorrow's flights and publishes what changed on the
 * store's channel; every instance relays the channel to its open boards (Server-Sent Events).
 * All instances compute the same changes; one claim per tick on the store decides which of them
 * publishes, so a board sees each change once however many instances run.
 */
export function createFlightUpdates({
  flights,
  store,
  clock,
  log,
  intervalMs = 15_000,
}: FlightUpdatesDeps) {
  const local = new EventEmitter().setMaxListeners(0);
  const last = new Map<
    string,
    { status: string; time: string; gate: string; belt: string; counter: string }
  >();
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;

  /**
   * Publishes what changed since the last tick. `claim` names a change made by hand (flight
   * operations): it is published under its own claim instead of the second's, so a scheduled
   * tick in the same second cannot swallow it.
   */
  async function tick(claim?: string): Promise<FlightUpdate[]> {
    const now = clock.now().getTime();
    const updates: FlightUpdate[] = [];
    for (const { flight: f, live } of await flights.liveAround(now)) {
      const next = {
        status: live.status,
        time: `${live.predictedDeparture}|${live.predictedArrival}`,
        gate: live.gate,
        belt: live.belt,
        counter: f.counter,
      };
      const before = last.get(f.flightId);
      last.set(f.flightId, next);
      if (!before) continue;
      const changed = (['status', 'time', 'gate', 'belt'] as const).filter(
        (k) => before[k] !== next[k],
      );
      if (changed.length || before.counter !== next.counter)
        updates.push({ flightId: f.flightId, changed, record: toRecord(f, live) });
    }
    const claimed =
      updates.length > 0 &&
      (await store.setIfAbsent(`flight-tick:${claim ?? Math.floor(now / 1000)}`, '1', 120_000));
    if (claimed) await store.publish(FLIGHT_UPDATES_CHANNEL, JSON.stringify(updates));
    return updates;
  }

  return {
    tick,
    /** Called by each open board; returns the function that stops listening. */
    listen(onUpdates: (updates: FlightUpdate[]) => void): () => void {
      local.on('updates', onUpdates);
      return () => local.off('updates', onUpdates);
    },
    async start() {
      unsubscribe = await store.subscribe(FLIGHT_UPDATES_CHANNEL, (message) => {
        try {
          local.emit('updates', JSON.parse(message) as FlightUpdate[]);
        } catch (err) {
          log.warn({ err }, 'unreadable flight update');
        }
      });
      await tick();
      timer = setInterval(
        () => void tick().catch((err: unknown) => log.error({ err }, 'flight update tick failed')),
        intervalMs,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await unsubscribe?.();
      local.removeAllListeners();
    },
  };
}

export type FlightUpdates = ReturnType<typeof createFlightUpdates>;
