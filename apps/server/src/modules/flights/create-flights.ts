import type { FlightDetail, Locale } from '@can/contracts';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Log } from '../../platform/log';
import type { Store } from '../../platform/store';
import { createFlightService } from './flight-service';
import { StoredOrGeneratedSchedule, type FlightSource } from './flight-source';
import { createFlightUpdates } from './flight-updates';
import { createStoredOverrides } from './stored-overrides';

export interface CreateFlightsDeps {
  db: Db;
  store: Store;
  clock: Clock;
  log: Log;
  /** The imported schedule where there is one, the generator otherwise, unless given. */
  source?: FlightSource;
  /** Today's weather at a city (the weather module), for the flight detail. */
  weatherToday(code: string, locale: Locale): Promise<NonNullable<FlightDetail['weather']>>;
}

/**
 * The flight service with flight operations' overrides and the change feed, built once in app.ts:
 * the board, the member area, check-in, the back office, crisis mode and the live stream share
 * them. app.ts starts and stops them with the app.
 */
export function createFlights({ db, store, clock, log, source, weatherToday }: CreateFlightsDeps) {
  const overrides = createStoredOverrides({ db, store });
  const service = createFlightService(
    source ?? new StoredOrGeneratedSchedule(db),
    clock,
    async (code, locale) => {
      // The detail carries these fields of today's weather, no more.
      const { tempMin, tempMax, iconDay, textDay, fxLink, source } = await weatherToday(
        code,
        locale,
      );
      return { tempMin, tempMax, iconDay, textDay, fxLink, source };
    },
    overrides,
  );
  const updates = createFlightUpdates({ flights: service, store, clock, log });
  return {
    service,
    overrides,
    updates,
    async start() {
      await overrides.start();
      await updates.start();
    },
    async stop() {
      await updates.stop();
      await overrides.stop();
    },
  };
}

export type Flights = ReturnType<typeof createFlights>;
