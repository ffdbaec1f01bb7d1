import type { Db } from '../../db/database';
import { airportDayOf } from '../../platform/airport-time';
import type { Clock } from '../../platform/clock';
import { countPageView } from './repo';

/** First-party page-view statistics: one count per airport-local day and path. */
export function createStatsService(db: Db, clock: Clock) {
  return {
    /** Counts a view of `path`, without its query, cut to 300 characters. */
    async countView(path: string): Promise<void> {
      const page = path.split('?', 1)[0]!.slice(0, 300);
      await countPageView(db, airportDayOf(clock.now()), page);
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
