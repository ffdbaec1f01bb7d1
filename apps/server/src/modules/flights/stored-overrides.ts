import type { Db } from '../../db/database';
import type { Store } from '../../platform/store';
import type { FlightOverride, FlightOverrideSource } from './flight-overrides';
import { overridesOfDay } from './repo';

/** Announces that an override changed, so every instance reads the table again. */
export const FLIGHT_OVERRIDES_CHANNEL = 'flight-overrides';

/** Read again after this long even without an announcement (a lost message heals itself). */
const REFRESH_MS = 30_000;

/**
 * The `flight_override` table (written by flight operations in the back office), kept per day
 * in memory. `changed()` is called by the instance that wrote: it forgets its copy at once and
 * tells the other instances through the store, which forget theirs.
 */
export function createStoredOverrides({
  db,
  store,
}: {
  db: Db;
  store: Store;
}): FlightOverrideSource & {
  changed(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
} {
  let revision = 0;
  const days = new Map<string, { at: number; map: Map<string, FlightOverride> }>();
  let unsubscribe: (() => Promise<void>) | undefined;

  const forget = () => {
    revision++;
    days.clear();
  };

  return {
    revision: () => revision,

    async forDay(date) {
      const hit = days.get(date);
      if (hit && Date.now() - hit.at < REFRESH_MS) return hit.map;
      const seen = revision;
      const map = await overridesOfDay(db, date);
      // Keep it only if nothing changed while reading.
      if (seen === revision) {
        days.set(date, { at: Date.now(), map });
        if (days.size > 5) days.delete(days.keys().next().value!);
      }
      return map;
    },

    async changed() {
      forget();
      await store.publish(FLIGHT_OVERRIDES_CHANNEL, String(revision));
    },

    async start() {
      unsubscribe = await store.subscribe(FLIGHT_OVERRIDES_CHANNEL, () => forget());
    },

    async stop() {
      await unsubscribe?.();
    },
  };
}

export type StoredOverrides = ReturnType<typeof createStoredOverrides>;
